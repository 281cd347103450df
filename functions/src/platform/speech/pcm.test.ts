import { describe, expect, it } from 'vitest';
import { createResampler, resample, rmsLevel } from './pcm';

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

describe('RMS level', () => {
  it('is the root mean square of the samples', () => {
    expect(rmsLevel(pcmOf([3000, -3000, 3000, -3000]))).toBe(3000);
    expect(rmsLevel(pcmOf([0, 0]))).toBe(0);
    expect(rmsLevel(Buffer.alloc(0))).toBe(0);
    expect(rmsLevel(pcmOf([0, 0, 400, -400]), 4, 8)).toBe(400);
  });
});
