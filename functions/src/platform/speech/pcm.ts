/**
 * 16-bit little-endian mono PCM, the one audio shape the speech port speaks: the carrier's 8 kHz
 * frames, OpenAI's 24 kHz speech, Polly's 8 kHz. Resampling is by whole factors only (24k → 8k,
 * 16k → 8k, 8k → 16k), which is all these providers need and keeps each sample's work to a few
 * additions.
 */
export const CALL_RATE = 8000;

/** A resampler fed chunks of any size (odd bytes included) as they arrive. */
export interface Resampler {
  /** The resampled PCM this chunk completes (may be empty). */
  push(chunk: Buffer): Buffer;
  /** What is left at the end. */
  end(): Buffer;
}

export const EMPTY_PCM: Buffer = Buffer.alloc(0);
const EMPTY = EMPTY_PCM;

/** Averages each `factor` samples into one (a crude but adequate low-pass for speech). */
const downsampler = (factor: number): Resampler => {
  let carry = EMPTY;
  const groupBytes = factor * 2;
  const average = (input: Buffer, groups: number): Buffer => {
    const out = Buffer.allocUnsafe(groups * 2);
    for (let g = 0; g < groups; g += 1) {
      let sum = 0;
      const base = g * groupBytes;
      for (let k = 0; k < groupBytes; k += 2) sum += input.readInt16LE(base + k);
      out.writeInt16LE(Math.round(sum / factor), g * 2);
    }
    return out;
  };
  return {
    push: (chunk) => {
      const input = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const groups = Math.floor(input.length / groupBytes);
      carry = Buffer.from(input.subarray(groups * groupBytes));
      return average(input, groups);
    },
    end: () => {
      // A last partial group: the mean of the whole samples it has.
      const rest = carry;
      const samples = Math.floor(rest.length / 2);
      carry = EMPTY;
      if (samples === 0) return EMPTY;
      let sum = 0;
      for (let k = 0; k < samples; k += 1) sum += rest.readInt16LE(k * 2);
      const out = Buffer.alloc(2);
      out.writeInt16LE(Math.round(sum / samples), 0);
      return out;
    },
  };
};

/** Linear interpolation between each sample and the next; the next chunk supplies the last one's. */
const upsampler = (factor: number): Resampler => {
  let oddByte: Buffer = EMPTY;
  let previous: number | null = null;
  return {
    push: (chunk) => {
      const input = oddByte.length ? Buffer.concat([oddByte, chunk]) : chunk;
      const samples = Math.floor(input.length / 2);
      oddByte = Buffer.from(input.subarray(samples * 2));
      const out = Buffer.allocUnsafe(
        Math.max(0, samples - (previous === null ? 1 : 0)) * factor * 2,
      );
      let at = 0;
      for (let i = 0; i < samples; i += 1) {
        const next = input.readInt16LE(i * 2);
        if (previous !== null) {
          for (let k = 0; k < factor; k += 1) {
            out.writeInt16LE(Math.round(previous + ((next - previous) * k) / factor), at);
            at += 2;
          }
        }
        previous = next;
      }
      return out.subarray(0, at);
    },
    end: () => {
      if (previous === null) return EMPTY;
      const out = Buffer.allocUnsafe(factor * 2);
      for (let k = 0; k < factor; k += 1) out.writeInt16LE(previous, k * 2);
      previous = null;
      oddByte = EMPTY;
      return out;
    },
  };
};

const passThrough = (): Resampler => {
  let oddByte: Buffer = EMPTY;
  return {
    push: (chunk) => {
      const input = oddByte.length ? Buffer.concat([oddByte, chunk]) : chunk;
      const even = input.length - (input.length % 2);
      oddByte = Buffer.from(input.subarray(even));
      return input.subarray(0, even);
    },
    end: () => EMPTY,
  };
};

/** A streaming resampler from `from` Hz to `to` Hz; one must be a whole multiple of the other. */
export const createResampler = (from: number, to: number): Resampler => {
  if (from === to) return passThrough();
  if (from > to && from % to === 0) return downsampler(from / to);
  if (to > from && to % from === 0) return upsampler(to / from);
  throw new Error(`Cannot resample ${from} Hz to ${to} Hz by a whole factor`);
};

/** All of `pcm` resampled at once. */
export const resample = (pcm: Buffer, from: number, to: number): Buffer => {
  const resampler = createResampler(from, to);
  const body = resampler.push(pcm);
  const tail = resampler.end();
  return tail.length ? Buffer.concat([body, tail]) : body;
};

/** Root-mean-square level of a frame's samples (0 to 32768); 0 for an empty frame. */
export const rmsLevel = (frame: Buffer, from = 0, to = frame.length): number => {
  const end = to - ((to - from) % 2);
  const count = (end - from) / 2;
  if (count <= 0) return 0;
  let sum = 0;
  for (let at = from; at < end; at += 2) {
    const s = frame.readInt16LE(at);
    sum += s * s;
  }
  return Math.sqrt(sum / count);
};

/** Milliseconds of 16-bit PCM at `rate`. */
export const pcmMs = (bytes: number, rate: number = CALL_RATE): number => (bytes / 2 / rate) * 1000;
