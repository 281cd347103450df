import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2026-11-25T10:00:00Z');

describe('timeAgo', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(timeAgo('2026-11-25T09:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-11-25T09:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-25T08:00:00Z', now)).toBe('2 hours ago');
    expect(timeAgo('2026-11-24T09:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-04T10:00:00Z', now)).toBe('3 weeks ago');
  });

  it('says nothing of a date it cannot read', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});
