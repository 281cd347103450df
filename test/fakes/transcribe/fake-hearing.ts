import { randomUUID } from 'node:crypto';
import { heardText } from '../speech/fake-voice';

/**
 * How the fake Transcribe hears a stream: audio accumulates into a segment, read with the fakes'
 * voice after every AudioEvent; a changed reading is a partial result, and a pause (silence of
 * `endSilenceMs`) or the end of the stream makes it final and starts the next segment, as
 * Transcribe's own endpointing does.
 */
export interface FakeResult {
  ResultId: string;
  StartTime: number;
  EndTime: number;
  IsPartial: boolean;
  Alternatives: { Transcript: string; Items: unknown[] }[];
  ChannelId: string;
}

export interface FakeHearing {
  push(pcm: Buffer): FakeResult[];
  end(): FakeResult[];
  /** Seconds of audio heard so far. */
  readonly seconds: number;
}

/** A sample this quiet is silence (the fakes' voice never goes below its hum). */
const QUIET = 100;

export const createFakeHearing = (rate: number, endSilenceMs = 400): FakeHearing => {
  const endSilenceSamples = (rate * endSilenceMs) / 1000;
  let parts: Buffer[] = [];
  let segmentStart = 0;
  let samples = 0;
  let oddByte: Buffer = Buffer.alloc(0);
  let trailingQuiet = 0;
  let id = randomUUID();
  let lastPartial = '';

  const result = (text: string, partial: boolean): FakeResult => ({
    ResultId: id,
    StartTime: segmentStart / rate,
    EndTime: samples / rate,
    IsPartial: partial,
    Alternatives: [{ Transcript: text, Items: [] }],
    ChannelId: 'ch_0',
  });

  const finish = (): FakeResult[] => {
    const text = heardText(Buffer.concat(parts), rate);
    const out = text ? [result(text, false)] : [];
    parts = [];
    segmentStart = samples;
    lastPartial = '';
    id = randomUUID();
    return out;
  };

  return {
    push: (chunk) => {
      const pcm = oddByte.length ? Buffer.concat([oddByte, chunk]) : chunk;
      const even = pcm.length - (pcm.length % 2);
      oddByte = Buffer.from(pcm.subarray(even));
      for (let at = 0; at < even; at += 2) {
        trailingQuiet = Math.abs(pcm.readInt16LE(at)) < QUIET ? trailingQuiet + 1 : 0;
      }
      samples += even / 2;
      parts.push(pcm.subarray(0, even));
      if (trailingQuiet >= endSilenceSamples) {
        if (lastPartial) return finish();
        // Silence alone is not a segment: keep nothing of it.
        parts = [];
        segmentStart = samples;
        return [];
      }
      const text = heardText(Buffer.concat(parts), rate);
      if (!text || text === lastPartial) return [];
      lastPartial = text;
      return [result(text, true)];
    },
    end: () => finish(),
    get seconds() {
      return samples / rate;
    },
  };
};
