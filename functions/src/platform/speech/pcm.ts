/**
 * 16-bit little-endian mono PCM, the one audio shape the speech port speaks: the carrier's 8 kHz
 * frames, OpenAI's 24 kHz speech, Polly's 8 kHz. Resampling is by whole factors only (24k → 8k,
 * 16k → 8k, 8k → 16k), which is all these providers need and keeps each sample's work to a few
 * additions.
 */
export const CALL_RATE = 8000;

/**
 * What the carrier plays: chunks whose length is a multiple of 320 bytes (20 ms at 8 kHz) and at
 * least 1600 bytes (100 ms), as Exotel's AgentStream asks.
 */
export const PLAYABLE = { quantumBytes: 320, minBytes: 1600 } as const;

/** A resampler fed chunks of any size (odd bytes included) as they arrive. */
export interface Resampler {
  /** The resampled PCM this chunk completes (may be empty). */
  push(chunk: Buffer): Buffer;
  /** What is left at the end. */
  end(): Buffer;
}

const EMPTY: Buffer = Buffer.alloc(0);

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

/** A RIFF/WAVE file around PCM (what OpenAI's transcriptions endpoint is sent). */
export const wavWrap = (pcm: Buffer, rate: number = CALL_RATE): Buffer => {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
};

export interface WavAudio {
  pcm: Buffer;
  rate: number;
  channels: number;
  bitsPerSample: number;
}

/**
 * The PCM inside a WAV file, or null when it is not one (or not uncompressed PCM). A streamed
 * WAV's data size (0 or 0xFFFFFFFF) means "to the end".
 */
export const wavUnwrap = (wav: Buffer): WavAudio | null => {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF') return null;
  if (wav.toString('ascii', 8, 12) !== 'WAVE') return null;
  let at = 12;
  let format: Omit<WavAudio, 'pcm'> | null = null;
  while (at + 8 <= wav.length) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > wav.length || wav.readUInt16LE(body) !== 1) return null;
      format = {
        channels: wav.readUInt16LE(body + 2),
        rate: wav.readUInt32LE(body + 4),
        bitsPerSample: wav.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) return null;
      const end = size === 0 || size === 0xffffffff ? wav.length : body + size;
      return { ...format, pcm: wav.subarray(body, Math.min(end, wav.length)) };
    }
    at = body + size + (size % 2);
  }
  return null;
};

/**
 * PCM cut into what the carrier plays: chunks of `chunkBytes` (rounded down to a multiple of 320,
 * at least 1600), the last padded with silence to a multiple of 320 and at least 1600.
 */
export const playableChunks = (pcm: Buffer, chunkBytes = 3200): Buffer[] => {
  const chunker = createPlayableChunker(chunkBytes);
  return [...chunker.push(pcm), ...chunker.end()];
};

export interface PlayableChunker {
  /** Chunks ready to send: once 100 ms is here, as much as is here, up to `chunkBytes` each. */
  push(pcm: Buffer): Buffer[];
  /** The rest, padded with silence; nothing when nothing is left. */
  end(): Buffer[];
}

/**
 * The streaming form of playableChunks: synthesis arrives in pieces of any size, and the first
 * chunk goes out as soon as 100 ms of audio is here rather than when a full chunk is.
 */
export const createPlayableChunker = (chunkBytes = 3200): PlayableChunker => {
  const { quantumBytes, minBytes } = PLAYABLE;
  const size = Math.max(minBytes, chunkBytes - (chunkBytes % quantumBytes));
  let pending = EMPTY;
  return {
    push: (pcm) => {
      pending = pending.length ? Buffer.concat([pending, pcm]) : pcm;
      const out: Buffer[] = [];
      while (pending.length >= minBytes) {
        const take = Math.min(size, pending.length - (pending.length % quantumBytes));
        out.push(Buffer.from(pending.subarray(0, take)));
        pending = pending.subarray(take);
      }
      return out;
    },
    end: () => {
      if (pending.length === 0) return [];
      const padded = Math.max(minBytes, Math.ceil(pending.length / quantumBytes) * quantumBytes);
      const last = Buffer.alloc(padded);
      pending.copy(last);
      pending = EMPTY;
      return [last];
    },
  };
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
