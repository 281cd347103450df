import { describe, expect, it } from 'vitest';
import { createPlayableChunker, PLAYABLE, playableChunks } from './playable-chunks';

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
