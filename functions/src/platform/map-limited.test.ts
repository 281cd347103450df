import { describe, expect, it } from 'vitest';
import { mapLimited } from './map-limited';

describe('mapLimited', () => {
  it('answers in order, never running more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const out = await mapLimited([5, 1, 4, 2, 3], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('answers an empty list at once', async () => {
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
  });
});
