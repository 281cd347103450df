import { planById } from '@salesflow/shared/plans/plans';
import { describe, expect, it } from 'vitest';
import {
  billingDay,
  memberCeiling,
  monthlyPrice,
  planChangeWay,
  planOverLimits,
  planSetByHand,
  runningSubscription,
  UNBOUNDED_MEMBERS,
  unusedPeriodCents,
} from './plan-change-rules';
import { subscriptionRecord } from './testing/subscription-fixtures';

const basic = planById('basic');
const starter = planById('starter');
const professional = planById('professional');
const enterprise = planById('enterprise');

describe('which way a change of plan goes', () => {
  const card = subscriptionRecord();
  const upi = subscriptionRecord({ paymentMethod: 'upi' });

  it('refuses the plan and cycle that already run, not another cycle of it', () => {
    expect(planChangeWay(card, starter, starter, 'monthly')).toBe('already');
    expect(planChangeWay(card, starter, starter, 'annual')).not.toBe('already');
  });

  it('opens Checkout when nothing runs', () => {
    expect(planChangeWay(null, basic, professional, 'monthly')).toBe('checkout');
    expect(planChangeWay(null, basic, basic, 'monthly')).toBe('checkout');
  });

  it('by card: a bigger plan now (charged pro rata), a smaller one when the period ends', () => {
    expect(planChangeWay(card, starter, professional, 'monthly')).toBe('changes-now');
    expect(planChangeWay(card, starter, basic, 'monthly')).toBe('scheduled');
  });

  it('by UPI or e-mandate: a bigger plan replaces it now, a smaller one waits for its end', () => {
    expect(planChangeWay(upi, starter, professional, 'monthly')).toBe('replaced');
    expect(planChangeWay(upi, starter, basic, 'monthly')).toBe('ends-with-period');
    const mandate = subscriptionRecord({ paymentMethod: 'emandate' });
    expect(planChangeWay(mandate, starter, enterprise, 'annual')).toBe('replaced');
  });

  it('weighs plans by their price a month: annual is cheaper a month, so smaller', () => {
    expect(monthlyPrice(starter, 'annual')).toBeCloseTo(49_000 / 12);
    expect(planChangeWay(card, starter, starter, 'annual')).toBe('scheduled');
    const annual = subscriptionRecord({ billingCycle: 'annual' });
    expect(planChangeWay(annual, starter, starter, 'monthly')).toBe('changes-now');
  });

  it('runs only a subscription paid for or being retried', () => {
    expect(runningSubscription(card)).toBe(card);
    expect(runningSubscription(subscriptionRecord({ status: 'past_due' }))?.status).toBe(
      'past_due',
    );
    expect(runningSubscription(subscriptionRecord({ status: 'suspended' }))).toBeNull();
    expect(runningSubscription(subscriptionRecord({ status: 'awaiting_payment' }))).toBeNull();
    expect(runningSubscription(null)).toBeNull();
  });
});

describe('a smaller plan that the organization does not fit', () => {
  it('names what must go first', () => {
    expect(planOverLimits(basic, { contacts: 1251, members: 3 })).toBe(
      'The Basic plan holds 250 contacts and 2 members. Remove 1,001 contacts and 1 member first, then change the plan.',
    );
    expect(planOverLimits(basic, { contacts: 251, members: 2 })).toContain(
      'Remove 1 contact first',
    );
  });

  it('fits at its limits exactly, and a plan without limits always fits', () => {
    expect(planOverLimits(basic, { contacts: 250, members: 2 })).toBeNull();
    expect(planOverLimits(enterprise, { contacts: 1_000_000, members: 500 })).toBeNull();
  });
});

describe('the unused part of a period, refunded when a plan is replaced', () => {
  const now = new Date('2026-11-16T00:00:00.000Z');

  it('is the share of the period still to come, in whole cents rounded down', () => {
    const november = subscriptionRecord();
    expect(unusedPeriodCents(november, starter, now)).toBe(Math.floor((4900 * 15) / 30));
    const annual = subscriptionRecord({
      billingCycle: 'annual',
      currentEnd: '2027-11-01T00:00:00.000Z',
    });
    // 351 of 365 days left: 47,120.55 cents, never rounded up.
    const nov15 = new Date('2026-11-15T00:00:00.000Z');
    expect(unusedPeriodCents(annual, starter, nov15)).toBe(47_120);
  });

  it('is nothing once the period ended, or when its dates are unknown', () => {
    for (const later of ['2026-12-01T00:00:00.000Z', '2026-12-05T00:00:00.000Z']) {
      expect(unusedPeriodCents(subscriptionRecord(), starter, new Date(later))).toBe(0);
    }
    expect(unusedPeriodCents(subscriptionRecord({ currentStart: null }), starter, now)).toBe(0);
    expect(unusedPeriodCents(subscriptionRecord({ currentEnd: null }), starter, now)).toBe(0);
  });
});

describe('a plan set by hand', () => {
  const now = new Date('2026-11-20T00:00:00.000Z');

  it('a trial ends in the days asked for (14 unless told), with the starter limits', () => {
    expect(planSetByHand({ planId: 'trial', trialDays: 30 }, now)).toEqual({
      trial: true,
      planStartDate: '2026-12-06T00:00:00.000Z',
      planEndDate: '2026-12-20T00:00:00.000Z',
      limitsOf: 'starter',
    });
    expect(planSetByHand({ planId: 'trial' }, now)).toMatchObject({
      planStartDate: now.toISOString(),
      planEndDate: '2026-12-04T00:00:00.000Z',
    });
  });

  it('a paid plan starts now and has no end', () => {
    expect(planSetByHand({ planId: 'professional', trialDays: 30 }, now)).toEqual({
      trial: false,
      planStartDate: now.toISOString(),
      planEndDate: null,
      limitsOf: 'professional',
    });
  });

  it("gets the plan's member ceiling, a high one for a plan without", () => {
    expect(memberCeiling(basic)).toBe(2);
    expect(memberCeiling(enterprise)).toBe(UNBOUNDED_MEMBERS);
  });
});

describe('a day on a bill', () => {
  it('reads as a day, or the end of the period when it is not known', () => {
    expect(billingDay('2026-12-01T00:00:00.000Z')).toBe('1 Dec 2026');
    expect(billingDay(null)).toBe('the end of this billing period');
  });
});
