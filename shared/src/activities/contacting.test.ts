import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from './activity.schema';
import { countsAsContact, waitingSince } from './contacting';

describe('what counts as contacting a lead', () => {
  it('is a call, an email, a WhatsApp message or a note; record changes are not', () => {
    expect(ACTIVITY_TYPES.filter(countsAsContact)).toEqual(['call', 'email', 'whatsapp', 'note']);
  });

  it('counts a lead never contacted from its creation', () => {
    const createdAt = '2026-11-01T10:00:00.000Z';
    expect(waitingSince({ createdAt, lastContactedAt: null })).toBe(createdAt);
    expect(waitingSince({ createdAt, lastContactedAt: '2026-11-09T08:00:00.000Z' })).toBe(
      '2026-11-09T08:00:00.000Z',
    );
  });
});
