import { describe, expect, it } from 'vitest';
import {
  accessBlockOf,
  otherSubscriptionVerdict,
  paymentStatusOf,
  releasesHeldLeads,
  stateVersion,
  subscriptionStateOf,
} from './subscription-state-rules';
import { razorpaySubscription, subscriptionRecord } from './testing/subscription-fixtures';

const starter = { planId: 'starter' as const, cycle: 'monthly' as const };
/** 2026-11-10T00:00:00Z, in Razorpay's seconds. */
const at = Date.parse('2026-11-10T00:00:00.000Z') / 1000;
const stamp = '2026-11-10T00:00:05.000Z';
const stateOf = (
  status: string,
  current: ReturnType<typeof subscriptionRecord> | null,
  changes: Parameters<typeof razorpaySubscription>[0] = {},
  extra: { lastPaymentId?: string; changed?: boolean } = {},
) =>
  subscriptionStateOf(
    razorpaySubscription({ status, ...changes }),
    starter,
    current,
    at,
    extra,
    stamp,
  );

describe("the order of Razorpay's words on a subscription", () => {
  it('sorts by time, then charges, then how far the state has gone', () => {
    const words = [
      stateVersion({ status: 'active', paid_count: 1 }, at + 1),
      stateVersion({ status: 'halted', paid_count: 1 }, at),
      stateVersion({ status: 'active', paid_count: 2 }, at),
      stateVersion({ status: 'pending', paid_count: 1 }, at),
      stateVersion({ status: 'active', paid_count: 1 }, at),
    ];
    expect([...words].sort()).toEqual([words[4], words[3], words[1], words[2], words[0]]);
  });

  it('puts our own change after the word of the same second, charges and state, not further', () => {
    const ours = stateVersion({ status: 'active', paid_count: 1 }, at, true);
    expect(ours > stateVersion({ status: 'active', paid_count: 1 }, at)).toBe(true);
    expect(ours < stateVersion({ status: 'cancelled', paid_count: 1 }, at)).toBe(true);
    expect(ours < stateVersion({ status: 'active', paid_count: 2 }, at)).toBe(true);
  });

  it('ranks a state it does not know first', () => {
    expect(stateVersion({ status: 'paused', paid_count: 0 }, 5)).toBe('000000000005:000000:0');
  });
});

describe('a word on another subscription than the recorded one', () => {
  const running = subscriptionRecord();

  it('is ours when none is recorded, it is the same one, or the recorded one was never paid', () => {
    expect(otherSubscriptionVerdict(null, { id: 'sub_2', status: 'cancelled' })).toBe('ours');
    expect(otherSubscriptionVerdict(running, { id: 'sub_1', status: 'halted' })).toBe('ours');
    const unpaid = subscriptionRecord({ status: 'awaiting_payment' });
    expect(otherSubscriptionVerdict(unpaid, { id: 'sub_2', status: 'created' })).toBe('ours');
  });

  it("is stale unless it says it is active (an old one's late word)", () => {
    expect(otherSubscriptionVerdict(running, { id: 'sub_0', status: 'cancelled' })).toBe('stale');
    expect(otherSubscriptionVerdict(running, { id: 'sub_2', status: 'authenticated' })).toBe(
      'stale',
    );
  });

  it('replaces a recorded one that no longer runs, and asks Razorpay when both run', () => {
    const ended = subscriptionRecord({ status: 'cancelled' });
    expect(otherSubscriptionVerdict(ended, { id: 'sub_2', status: 'active' })).toBe('replaces');
    expect(otherSubscriptionVerdict(running, { id: 'sub_2', status: 'active' })).toBe('ask');
    const late = subscriptionRecord({ status: 'past_due' });
    expect(otherSubscriptionVerdict(late, { id: 'sub_2', status: 'active' })).toBe('ask');
  });
});

describe('the subscription as a word leaves it', () => {
  it('active: paid for the period, first charged now when it had never been', () => {
    expect(stateOf('active', null)).toMatchObject({
      status: 'active',
      planId: 'starter',
      currentStart: '2026-11-01T00:00:00.000Z',
      currentEnd: '2026-12-01T00:00:00.000Z',
      firstChargedAt: '2026-11-10T00:00:00.000Z',
      graceEndsAt: null,
      accessEndsAt: null,
      updatedAt: stamp,
    });
    expect(stateOf('active', subscriptionRecord()).firstChargedAt).toBe('2026-11-01T00:00:00.000Z');
    expect(stateOf('authenticated', null)).toMatchObject({
      status: 'awaiting_payment',
      firstChargedAt: null,
    });
  });

  it('past due: seven days of grace from the first word of it, not renewed by the next', () => {
    expect(stateOf('pending', subscriptionRecord()).graceEndsAt).toBe('2026-11-17T00:00:00.000Z');
    const late = subscriptionRecord({
      status: 'past_due',
      graceEndsAt: '2026-11-15T00:00:00.000Z',
    });
    expect(stateOf('pending', late).graceEndsAt).toBe('2026-11-15T00:00:00.000Z');
    expect(stateOf('active', late).graceEndsAt).toBeNull();
  });

  it('halted: suspended', () => {
    expect(stateOf('halted', subscriptionRecord()).status).toBe('suspended');
  });

  it('cancelled: access to the end of the period, or ended when it was refunded', () => {
    expect(stateOf('cancelled', subscriptionRecord())).toMatchObject({
      status: 'cancelled',
      accessEndsAt: '2026-12-01T00:00:00.000Z',
    });
    const refunded = subscriptionRecord({ refundedAt: '2026-11-05T00:00:00.000Z' });
    expect(stateOf('cancelled', refunded).accessEndsAt).toBe('2026-11-05T00:00:00.000Z');
    const ended = Date.parse('2026-11-09T00:00:00.000Z') / 1000;
    expect(stateOf('cancelled', null, { current_end: null, ended_at: ended }).accessEndsAt).toBe(
      '2026-11-09T00:00:00.000Z',
    );
  });

  it('stays cancelled: a late word that it runs (its activation, a charge) does not reopen it', () => {
    const refunded = subscriptionRecord({
      status: 'cancelled',
      refundedAt: '2026-11-05T00:00:00.000Z',
      accessEndsAt: '2026-11-05T00:00:00.000Z',
      closedAt: '2026-11-05T00:00:00.000Z',
    });
    const late = stateOf('active', refunded, { paid_count: 2 });
    expect(late).toMatchObject({
      status: 'cancelled',
      accessEndsAt: '2026-11-05T00:00:00.000Z',
      closedAt: '2026-11-05T00:00:00.000Z',
    });
    expect(accessBlockOf(late, Date.parse(stamp))).toBe('closed');
    const toPeriodEnd = subscriptionRecord({
      status: 'cancelled',
      accessEndsAt: '2026-12-01T00:00:00.000Z',
    });
    expect(stateOf('active', toPeriodEnd)).toMatchObject({
      status: 'cancelled',
      accessEndsAt: '2026-12-01T00:00:00.000Z',
    });
    // Another subscription is not bound by it.
    expect(
      stateOf('active', subscriptionRecord({ status: 'cancelled', subscriptionId: 'sub_0' }))
        .status,
    ).toBe('active');
  });

  it('keeps what we recorded of the same subscription, and a new one starts without it', () => {
    const ours = subscriptionRecord({
      cancelAt: '2026-12-01T00:00:00.000Z',
      pendingPlanId: 'basic',
      closedAt: '2026-10-01T00:00:00.000Z',
    });
    expect(stateOf('active', ours)).toMatchObject({
      cancelAt: '2026-12-01T00:00:00.000Z',
      pendingPlanId: 'basic',
      closedAt: '2026-10-01T00:00:00.000Z',
      lastPaymentId: 'pay_1',
    });
    expect(stateOf('active', ours, { id: 'sub_2' })).toMatchObject({
      subscriptionId: 'sub_2',
      cancelAt: null,
      pendingPlanId: null,
      closedAt: null,
      lastPaymentId: null,
    });
  });

  it('drops a cancellation once cancelled, a smaller plan unless active or once it is the plan', () => {
    const ours = subscriptionRecord({
      cancelAt: '2026-12-01T00:00:00.000Z',
      pendingPlanId: 'basic',
    });
    expect(stateOf('cancelled', ours).cancelAt).toBeNull();
    expect(stateOf('pending', ours).pendingPlanId).toBeNull();
    const pendingStarter = subscriptionRecord({ pendingPlanId: 'starter' });
    expect(stateOf('active', pendingStarter).pendingPlanId).toBeNull();
  });

  it('takes the payment just captured, and the method Razorpay names or the one it had', () => {
    expect(stateOf('active', subscriptionRecord(), {}, { lastPaymentId: 'pay_2' })).toMatchObject({
      lastPaymentId: 'pay_2',
    });
    const upi = subscriptionRecord({ paymentMethod: 'upi' });
    expect(stateOf('active', upi, { payment_method: null }).paymentMethod).toBe('upi');
    expect(stateOf('active', upi, { payment_method: 'card' }).paymentMethod).toBe('card');
  });

  it('carries its version, our own change marked', () => {
    expect(stateOf('active', null, {}, { changed: true }).version).toBe(
      stateVersion({ status: 'active', paid_count: 1 }, at, true),
    );
  });
});

describe("the organization's access", () => {
  const now = Date.parse('2026-11-10T00:00:00.000Z');

  it('is read-only while suspended, and closed once a cancelled subscription’s access ended', () => {
    expect(accessBlockOf({ status: 'suspended', accessEndsAt: null }, now)).toBe('suspended');
    expect(
      accessBlockOf({ status: 'cancelled', accessEndsAt: '2026-11-10T00:00:00.000Z' }, now),
    ).toBe('closed');
  });

  it('stays open while paid, past due, or cancelled before its period ends', () => {
    expect(accessBlockOf({ status: 'active', accessEndsAt: null }, now)).toBeNull();
    expect(accessBlockOf({ status: 'past_due', accessEndsAt: null }, now)).toBeNull();
    expect(
      accessBlockOf({ status: 'cancelled', accessEndsAt: '2026-12-01T00:00:00.000Z' }, now),
    ).toBe(null);
  });

  it('releases held leads only for a plan paid or being retried', () => {
    expect(releasesHeldLeads('active')).toBe(true);
    expect(releasesHeldLeads('past_due')).toBe(true);
    expect(releasesHeldLeads('suspended')).toBe(false);
    expect(releasesHeldLeads('cancelled')).toBe(false);
    expect(releasesHeldLeads('awaiting_payment')).toBe(false);
  });
});

describe('a payment as recorded', () => {
  it('is taken, refunded, or else failed', () => {
    expect(paymentStatusOf('captured')).toBe('captured');
    expect(paymentStatusOf('refunded')).toBe('refunded');
    expect(paymentStatusOf('failed')).toBe('failed');
    expect(paymentStatusOf('authorized')).toBe('failed');
  });
});
