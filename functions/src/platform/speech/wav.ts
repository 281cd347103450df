import { CALL_RATE } from './pcm';

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
