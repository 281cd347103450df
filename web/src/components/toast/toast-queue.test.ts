import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, type ToastOptions } from './toast-queue';

describe('toast queue', () => {
  it('keeps toasts asked for before the host is there, then shows them in order', () => {
    const queue = createToastQueue();
    const wanted = vi.fn();
    queue.subscribe(wanted);

    queue.request({ title: 'Contact Created' });
    queue.request({ title: 'Deal Created', variant: 'success' });
    expect(queue.wanted()).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);

    const shown: ToastOptions[] = [];
    queue.attach((toast) => shown.push(toast));
    expect(shown.map((t) => t.title)).toEqual(['Contact Created', 'Deal Created']);

    queue.request({ title: 'Deal Deleted' });
    expect(shown.map((t) => t.title)).toEqual(['Contact Created', 'Deal Created', 'Deal Deleted']);
  });

  it('waits again once the host lets go, and no toast is shown twice', () => {
    const queue = createToastQueue();
    const first: string[] = [];
    const detach = queue.attach((toast) => first.push(toast.title));
    detach();

    queue.request({ title: 'Call initiated' });
    expect(first).toEqual([]);

    const second: string[] = [];
    queue.attach((toast) => second.push(toast.title));
    expect(second).toEqual(['Call initiated']);
    expect(first).toEqual([]);
  });

  it('is not wanted until a toast is asked for', () => {
    expect(createToastQueue().wanted()).toBe(false);
  });
});
