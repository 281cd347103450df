import { describe, expect, it } from 'vitest';
import { bestStatus, movesForward, type WhatsAppMessageStatus } from './message-status';

const permutations = <T>(items: readonly T[]): T[][] =>
  items.length <= 1
    ? [items.slice()]
    : items.flatMap((item, i) =>
        permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
      );

describe('WhatsApp message status order', () => {
  it('moves forward only: sent < delivered < read', () => {
    expect(movesForward(null, 'sent')).toBe(true);
    expect(movesForward('sent', 'delivered')).toBe(true);
    expect(movesForward('delivered', 'read')).toBe(true);
    expect(movesForward('read', 'delivered')).toBe(false);
    expect(movesForward('delivered', 'sent')).toBe(false);
    expect(movesForward('read', 'read')).toBe(false);
  });

  it('ends at failed: nothing moves a failed message', () => {
    for (const next of ['sent', 'delivered', 'read', 'failed'] as const) {
      expect(movesForward('failed', next)).toBe(false);
    }
    expect(movesForward('read', 'failed')).toBe(true);
  });

  it('keeps the best status seen whatever order they arrive in', () => {
    for (const order of permutations<WhatsAppMessageStatus>(['sent', 'delivered', 'read'])) {
      expect(bestStatus(order), order.join(',')).toBe('read');
    }
    for (const order of permutations<WhatsAppMessageStatus>(['sent', 'delivered', 'failed'])) {
      expect(bestStatus(order), order.join(',')).toBe('failed');
    }
    expect(bestStatus(['delivered', 'sent'])).toBe('delivered');
    expect(bestStatus([])).toBeNull();
  });
});
