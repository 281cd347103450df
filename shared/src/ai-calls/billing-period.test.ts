import { describe, expect, it } from 'vitest';
import { billingPeriodStart } from './billing-period';

describe('billingPeriodStart', () => {
  it('starts on the anchor day of this month once it has come', () => {
    expect(
      billingPeriodStart('2026-03-10T05:00:00Z', new Date('2026-11-23T05:00:00Z'), 'UTC'),
    ).toBe('2026-11-10');
  });

  it('starts on the anchor day of last month before it comes', () => {
    expect(
      billingPeriodStart('2026-03-25T05:00:00Z', new Date('2026-11-23T05:00:00Z'), 'UTC'),
    ).toBe('2026-10-25');
    expect(
      billingPeriodStart('2026-03-25T05:00:00Z', new Date('2026-01-05T05:00:00Z'), 'UTC'),
    ).toBe('2025-12-25');
  });

  it('uses the last day of a shorter month', () => {
    expect(
      billingPeriodStart('2026-01-31T05:00:00Z', new Date('2026-02-28T05:00:00Z'), 'UTC'),
    ).toBe('2026-02-28');
    expect(
      billingPeriodStart('2026-01-31T05:00:00Z', new Date('2026-02-27T05:00:00Z'), 'UTC'),
    ).toBe('2026-01-31');
  });

  it('counts days in the organization time zone', () => {
    // 20:00 UTC on the 9th is already the 10th in India.
    expect(
      billingPeriodStart('2026-03-10T01:00:00Z', new Date('2026-11-09T20:00:00Z'), 'Asia/Kolkata'),
    ).toBe('2026-11-10');
    expect(
      billingPeriodStart('2026-03-10T01:00:00Z', new Date('2026-11-09T20:00:00Z'), 'UTC'),
    ).toBe('2026-10-10');
  });
});
