import { describe, expect, it } from 'vitest';
import { isOverload } from '../overload';
import { admission } from './admission';

const gate = () => {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
};

describe('admission', () => {
  it('lets `limit` work at once, the next in line when one ends, in order', async () => {
    const admit = admission(2, 60_000);
    let atOnce = 0;
    let most = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const runs = gates.map((g, i) =>
      admit(async () => {
        atOnce += 1;
        most = Math.max(most, atOnce);
        order.push(i);
        await g.promise;
        atOnce -= 1;
        return i;
      }),
    );
    for (const g of gates) g.open();

    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses as overload (503) what cannot start in time, and has run none of it', async () => {
    const admit = admission(1, 20);
    const busy = gate();
    const first = admit(() => busy.promise);
    let ran = false;

    const late = admit(async () => {
      ran = true;
    });

    const error = await late.catch((e: unknown) => e);
    expect(isOverload(error)).toBe(true);
    expect(ran).toBe(false);
    busy.open();
    await first;
    // Its place was given back: the next one starts at once.
    await expect(admit(async () => 'next')).resolves.toBe('next');
  });

  it('gives the place back when the work fails', async () => {
    const admit = admission(1, 20);
    await expect(admit(() => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
    await expect(admit(async () => 'after')).resolves.toBe('after');
  });
});
