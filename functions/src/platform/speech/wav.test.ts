import { describe, expect, it } from 'vitest';
import { wavUnwrap, wavWrap } from './wav';

const pcmOf = (samples: number[]): Buffer => {
  const out = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => {
    out.writeInt16LE(s, i * 2);
  });
  return out;
};
const ramp = (count: number) => Array.from({ length: count }, (_, i) => (i % 7) * 900 - 2000 + i);

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
