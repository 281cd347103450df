import { EMPTY_PCM } from './pcm';

/**
 * What the carrier plays: chunks whose length is a multiple of 320 bytes (20 ms at 8 kHz) and at
 * least 1600 bytes (100 ms), as Exotel's AgentStream asks.
 */
export const PLAYABLE = { quantumBytes: 320, minBytes: 1600 } as const;

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
  let pending = EMPTY_PCM;
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
      pending = EMPTY_PCM;
      return [last];
    },
  };
};
