import { describe, expect, it } from 'vitest';
import {
  erasureDate,
  settledBlock,
  settledState,
  usageStatusOf,
} from './subscription-lifecycle-rules';
import { subscriptionRecord } from './testing/subscription-fixtures';

const now = new Date('2026-12-10T00:00:00.000Z');
const at = now.toISOString();

describe('a subscription with time', () => {
  it('past due, suspended once its 7 days of grace are over, not before', () => {
    const late = subscriptionRecord({ status: 'past_due', graceEndsAt: at });
    expect(settledState(late, now)).toEqual({
      ...late,
      status: 'suspended',
      graceEndsAt: null,
      updatedAt: at,
    });
    expect(settledState({ ...late, graceEndsAt: '2026-12-11T00:00:00.000Z' }, now)).toBeNull();
    expect(settledBlock({ status: 'suspended' })).toBe('suspended');
  });

  it('cancelled, closed once its access ends, and only once', () => {
    const cancelled = subscriptionRecord({ status: 'cancelled', accessEndsAt: at });
    expect(settledState(cancelled, now)).toEqual({ ...cancelled, closedAt: at, updatedAt: at });
    expect(settledState({ ...cancelled, accessEndsAt: '2026-12-31T00:00:00.000Z' }, now)).toBe(
      null,
    );
    expect(settledBlock({ status: 'cancelled' })).toBe('closed');
  });

  it('closed, its data erased 30 days later, and only once', () => {
    const closed = subscriptionRecord({
      status: 'cancelled',
      accessEndsAt: '2026-11-10T00:00:00.000Z',
      closedAt: '2026-11-10T00:00:00.000Z',
    });
    expect(erasureDate(closed)).toBe(at);
    expect(settledState(closed, now)).toEqual({ ...closed, erasureStartedAt: at, updatedAt: at });
    expect(settledState({ ...closed, erasureStartedAt: at }, now)).toBeNull();
    expect(settledState(closed, new Date('2026-12-09T23:59:59.000Z'))).toBeNull();
  });

  it('has no erasure date unless cancelled and closed; active ones wait for nothing', () => {
    expect(erasureDate(null)).toBeNull();
    expect(erasureDate(subscriptionRecord({ status: 'cancelled' }))).toBeNull();
    expect(erasureDate(subscriptionRecord({ closedAt: '2026-11-10T00:00:00.000Z' }))).toBeNull();
    expect(settledState(subscriptionRecord(), now)).toBeNull();
  });
});

describe('the status the usage page shows', () => {
  it('is trialing or expired on a trial, whatever was paid before', () => {
    expect(usageStatusOf({ id: 'trial', expired: false }, null)).toBe('trialing');
    expect(usageStatusOf({ id: 'trial', expired: true }, subscriptionRecord())).toBe(
      'trial_expired',
    );
  });

  it("is the subscription's on a paid plan, and active when set by hand or not yet paid", () => {
    expect(usageStatusOf({ id: 'starter', expired: false }, null)).toBe('active');
    const unpaid = subscriptionRecord({ status: 'awaiting_payment' });
    expect(usageStatusOf({ id: 'starter', expired: false }, unpaid)).toBe('active');
    const late = subscriptionRecord({ status: 'past_due' });
    expect(usageStatusOf({ id: 'starter', expired: false }, late)).toBe('past_due');
  });
});
