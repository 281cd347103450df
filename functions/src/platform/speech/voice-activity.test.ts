import { describe, expect, it } from 'vitest';
import { createVoiceActivity, type VoiceActivityEvent } from './voice-activity';

/**
 * Speech-like audio at 8 kHz: blocks of 16 samples whose sign alternates (as the fakes' voice,
 * test/fakes/speech/fake-voice.ts, which functions cannot import: the VAD over that voice is
 * tested with the speech fakes, test/fakes/openai/openai-audio.test.ts).
 */
const voice = (ms: number, level = 6000): Buffer => {
  const samples = (ms * 8000) / 1000;
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const wobble = 0.75 + 0.25 * Math.sin(i / 37);
    pcm.writeInt16LE(Math.round((Math.floor(i / 16) % 2 ? -1 : 1) * level * wobble), i * 2);
  }
  return pcm;
};
const quiet = (ms: number): Buffer => Buffer.alloc((ms * 8000 * 2) / 1000);
/** Line noise: a pseudo-random hiss of about `level` RMS. */
const hiss = (ms: number, level: number): Buffer => {
  const pcm = Buffer.alloc((ms * 8000 * 2) / 1000);
  let seed = 7;
  for (let i = 0; i < pcm.length / 2; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    pcm.writeInt16LE(Math.round(((seed / 2_147_483_648) * 2 - 1) * level * 1.7), i * 2);
  }
  return pcm;
};

/** Feeds `pcm` in frames of `frameBytes` (the carrier sends 100 ms: 1600 bytes), all events. */
const run = (pcm: Buffer, frameBytes = 1600, vad = createVoiceActivity()): VoiceActivityEvent[] => {
  const events: VoiceActivityEvent[] = [];
  for (let at = 0; at < pcm.length; at += frameBytes) {
    events.push(...vad.push(pcm.subarray(at, at + frameBytes)));
  }
  return events;
};

describe('voice activity', () => {
  it('starts after 80 ms of voice and ends after 600 ms of silence, with the utterance', () => {
    const speech = voice(900);
    const events = run(Buffer.concat([quiet(500), speech, quiet(700)]));
    expect(events.map((e) => e.kind)).toEqual(['speech-start', 'speech-end']);
    const [start, end] = events;
    expect(start?.atMs).toBe(580);
    expect(end?.atMs).toBe(2000);
    if (end?.kind !== 'speech-end') throw new Error('no end');
    expect(end.speechMs).toBe(900);
    // The utterance: 200 ms of pre-roll, the speech, no closing silence.
    expect(end.pcm.length).toBe(quiet(200).length + speech.length);
    expect(end.pcm.subarray(quiet(200).length).equals(speech)).toBe(true);
  });

  it('reads speech split across frames of any size the same way', () => {
    const audio = Buffer.concat([quiet(300), voice(700), quiet(650)]);
    const whole = run(audio, 1600);
    for (const size of [2, 99, 333, 1601, 4800]) {
      const split = run(audio, size);
      expect(split.map((e) => [e.kind, e.atMs])).toEqual(whole.map((e) => [e.kind, e.atMs]));
      const end = split.find((e) => e.kind === 'speech-end');
      expect(end?.kind === 'speech-end' && end.pcm.length).toBe(
        whole.find((e) => e.kind === 'speech-end')?.kind === 'speech-end'
          ? (whole.find((e) => e.kind === 'speech-end') as { pcm: Buffer }).pcm.length
          : -1,
      );
    }
  });

  it('keeps a short pause inside one utterance and splits at a long one', () => {
    const events = run(
      Buffer.concat([voice(400), quiet(300), voice(400), quiet(800), voice(500), quiet(700)]),
    );
    expect(events.map((e) => e.kind)).toEqual([
      'speech-start',
      'speech-end',
      'speech-start',
      'speech-end',
    ]);
    expect(events[1]?.kind === 'speech-end' && events[1].speechMs).toBe(800);
    expect(events[3]?.kind === 'speech-end' && events[3].speechMs).toBe(500);
  });

  it('ignores noise below the threshold', () => {
    expect(run(Buffer.concat([hiss(2000, 200), quiet(100)]))).toEqual([]);
  });

  it('ignores a click, and drops a cough after barging in', () => {
    expect(run(Buffer.concat([quiet(200), voice(50), quiet(800)]))).toEqual([]);
    const cough = run(Buffer.concat([quiet(200), voice(150), quiet(800)]));
    expect(cough.map((e) => e.kind)).toEqual(['speech-start', 'speech-dropped']);
  });

  it('follows the line’s noise when adaptive, hearing speech above it', () => {
    const line = hiss(3000, 900);
    const fixed = run(line, 1600, createVoiceActivity());
    expect(fixed.some((e) => e.kind === 'speech-start')).toBe(true);
    const vad = createVoiceActivity({ adaptive: { ratio: 2.5 }, startMs: 200 });
    expect(run(line, 1600, vad)).toEqual([]);
    expect(vad.noiseFloor).toBeGreaterThan(700);
    const events = run(Buffer.concat([voice(800, 8000), hiss(800, 900)]), 1600, vad);
    expect(events.map((e) => e.kind)).toEqual(['speech-start', 'speech-end']);
  });

  it('ends an utterance at the limit, and at flush', () => {
    const long = run(voice(1500), 1600, createVoiceActivity({ maxUtteranceMs: 1000 }));
    expect(long.map((e) => e.kind)).toEqual(['speech-start', 'speech-end', 'speech-start']);
    const vad = createVoiceActivity();
    run(voice(500), 1600, vad);
    expect(vad.speaking).toBe(true);
    const flushed = vad.flush();
    expect(flushed.map((e) => e.kind)).toEqual(['speech-end']);
    expect(vad.speaking).toBe(false);
  });
});
