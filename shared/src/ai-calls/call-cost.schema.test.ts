import { describe, expect, it } from 'vitest';
import { callCostQuerySchema, describeCallCost } from './call-cost.schema';

describe('the call cost estimate', () => {
  it('reads as the price a minute and the most one call costs', () => {
    expect(
      describeCallCost({
        available: true,
        currency: 'USD',
        perMinute: 0.0483,
        maxMinutes: 5,
        maxCost: 0.2415,
        country: 'India',
      }),
    ).toBe('≈ $0.048 a minute · at most $0.242 (5 min)');
    expect(
      describeCallCost({
        available: true,
        currency: 'USD',
        perMinute: 0.22,
        maxMinutes: 30,
        maxCost: 6.6,
        country: 'United Arab Emirates',
      }),
    ).toBe('≈ $0.22 a minute · at most $6.60 (30 min)');
  });

  it('needs a phone number that can be dialed', () => {
    expect(callCostQuerySchema.safeParse({ phoneNumber: ' +91 98765 43210 ' }).data).toEqual({
      phoneNumber: '+91 98765 43210',
    });
    for (const phoneNumber of [undefined, '', 'call me', '12345', `+${'9'.repeat(45)}`]) {
      expect(callCostQuerySchema.safeParse({ phoneNumber }).success, String(phoneNumber)).toBe(
        false,
      );
    }
  });
});
