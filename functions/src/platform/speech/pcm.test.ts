import { describe, expect, it } from 'vitest';
import {
  createPlayableChunker,
  createResampler,
  PLAYABLE,
  playableChunks,
  resample,
  rmsLevel,
  wavUnwrap,
  wavWrap,
} from './pcm';

const pcmOf = (samples: number[]): Buffer => {
  const out = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => {
    out.writeInt16LE(s, i * 2);
  });
  return out;
};
const samplesOf = (pcm: Buffer): number[] =>
  Array.from({ length: pcm.length / 2 }, (_, i) => pcm.readInt16LE(i * 2));

/** A ramp with some sign changes: every sample distinct, so misplaced samples show. */
const ramp = (count: number) => Array.from({ length: count }, (_, i) => (i % 7) * 900 - 2000 + i);

describe('resampling by whole factors', () => {
  it('averages each three samples going 24 kHz → 8 kHz', () => {
    expect(samplesOf(resample(pcmOf([3, 6, 9, -3, -6, -9, 100]), 24_000, 8000))).toEqual([
      6, -6, 100,
    ]);
  });

  it('averages pairs going 16 kHz → 8 kHz', () => {
    expect(samplesOf(resample(pcmOf([10, 20, -10, -30]), 16_000, 8000))).toEqual([15, -20]);
  });

  it('interpolates going 8 kHz → 16 kHz, the last sample held', () => {
    expect(samplesOf(resample(pcmOf([0, 100, -100]), 8000, 16_000))).toEqual([
      0, 50, 100, 0, -100, -100,
    ]);
  });

  it('gives the same samples streamed in chunks cut anywhere, odd bytes included', () => {
    const whole = pcmOf(ramp(999));
    for (const [from, to] of [
      [24_000, 8000],
      [16_000, 8000],
      [8000, 16_000],
      [8000, 8000],
    ] as const) {
      const expected = resample(whole, from, to);
      for (const cut of [1, 3, 7, 64, 1001]) {
        const resampler = createResampler(from, to);
        const parts: Buffer[] = [];
        for (let at = 0; at < whole.length; at += cut) {
          parts.push(resampler.push(whole.subarray(at, at + cut)));
        }
        parts.push(resampler.end());
        expect(Buffer.concat(parts).equals(expected), `${from}→${to} cut ${cut}`).toBe(true);
      }
    }
  });

  it('refuses a factor that is not whole', () => {
    expect(() => createResampler(22_050, 8000)).toThrow(/whole factor/);
  });
});

describe('WAV', () => {
  it('wraps and unwraps PCM with its rate', () => {
    const pcm = pcmOf(ramp(321));
    const wav = wavWrap(pcm, 16_000);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.length).toBe(44 + pcm.length);
    const back = wavUnwrap(wav);
    expect(back?.rate).toBe(16_000);
    expect(back?.channels).toBe(1);
    expect(back?.bitsPerSample).toBe(16);
    expect(back?.pcm.equals(pcm)).toBe(true);
  });

  it('skips other chunks, reads a streamed size to the end, and says null for what is not WAV', () => {
    const pcm = pcmOf([1, 2, 3]);
    const plain = wavWrap(pcm, 8000);
    const list = Buffer.concat([
      Buffer.from('LIST'),
      Buffer.from([3, 0, 0, 0]),
      Buffer.from('abc\0'),
    ]);
    const withList = Buffer.concat([plain.subarray(0, 36), list, plain.subarray(36)]);
    expect(wavUnwrap(withList)?.pcm.equals(pcm)).toBe(true);
    const streamed = Buffer.from(plain);
    streamed.writeUInt32LE(0xffffffff, 40);
    expect(wavUnwrap(streamed)?.pcm.equals(pcm)).toBe(true);
    expect(wavUnwrap(Buffer.from('ID3 not a wav at all'))).toBeNull();
  });
});

describe('playable chunks', () => {
  it('cuts multiples of 320 bytes of at least 1600, padding the last with silence', () => {
    const pcm = Buffer.alloc(7000, 1);
    const chunks = playableChunks(pcm);
    expect(chunks.map((c) => c.length)).toEqual([3200, 3200, 1600]);
    for (const chunk of chunks) {
      expect(chunk.length % PLAYABLE.quantumBytes).toBe(0);
      expect(chunk.length).toBeGreaterThanOrEqual(PLAYABLE.minBytes);
    }
    const last = chunks[2] as Buffer;
    expect(last.subarray(0, 600).every((b) => b === 1)).toBe(true);
    expect(last.subarray(600).every((b) => b === 0)).toBe(true);
    expect(playableChunks(Buffer.alloc(10, 1)).map((c) => c.length)).toEqual([1600]);
    expect(playableChunks(Buffer.alloc(0))).toEqual([]);
  });

  it('streams: the first chunk goes as soon as 100 ms is here', () => {
    const chunker = createPlayableChunker(3200);
    expect(chunker.push(Buffer.alloc(1000))).toEqual([]);
    const first = chunker.push(Buffer.alloc(700));
    expect(first.map((c) => c.length)).toEqual([1600]);
    expect(chunker.push(Buffer.alloc(5001)).map((c) => c.length)).toEqual([3200, 1600]);
    expect(chunker.end().map((c) => c.length)).toEqual([1600]);
    expect(chunker.end()).toEqual([]);
  });
});

describe('RMS level', () => {
  it('is the root mean square of the samples', () => {
    expect(rmsLevel(pcmOf([3000, -3000, 3000, -3000]))).toBe(3000);
    expect(rmsLevel(pcmOf([0, 0]))).toBe(0);
    expect(rmsLevel(Buffer.alloc(0))).toBe(0);
    expect(rmsLevel(pcmOf([0, 0, 400, -400]), 4, 8)).toBe(400);
  });
});
