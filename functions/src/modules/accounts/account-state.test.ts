import { describe, expect, it } from 'vitest';
import {
  countedStateOf,
  dayEvents,
  paymentDeltas,
  shownStatus,
  totalsDeltas,
} from './account-state';

const base = {
  plan: 'trial' as const,
  trialEndsAt: '2026-12-01T00:00:00.000Z',
  block: null,
  suspendedByOperator: false,
  subscription: null,
};

describe('account state', () => {
  it('counts a trial as a trial with no revenue, and shows it ended once past its end', () => {
    const state = countedStateOf(base);
    expect(state).toEqual({ plan: 'trial', status: 'trial', paid: false, mrrCents: 0 });
    expect(shownStatus('trial', base.trialEndsAt, Date.parse('2026-11-30T00:00:00Z'))).toBe(
      'trial',
    );
    expect(shownStatus('trial', base.trialEndsAt, Date.parse('2026-12-02T00:00:00Z'))).toBe(
      'expired',
    );
  });

  it('counts a paid subscription at its monthly price, an annual one at a twelfth', () => {
    const monthly = countedStateOf({
      ...base,
      plan: 'professional',
      trialEndsAt: null,
      subscription: { status: 'active', planId: 'professional', billingCycle: 'monthly' },
    });
    expect(monthly).toEqual({
      plan: 'professional',
      status: 'active',
      paid: true,
      mrrCents: 14_900,
    });
    const annual = countedStateOf({
      ...base,
      plan: 'starter',
      subscription: { status: 'past_due', planId: 'starter', billingCycle: 'annual' },
    });
    expect(annual.mrrCents).toBe(Math.round(49_000 / 12));
    expect(annual.paid).toBe(true);
  });

  it('an operator suspension or an unpaid block is suspended; an ended one cancelled; neither pays', () => {
    const paying = { status: 'active', planId: 'basic' as const, billingCycle: 'monthly' as const };
    expect(
      countedStateOf({ ...base, plan: 'basic', suspendedByOperator: true, subscription: paying })
        .status,
    ).toBe('suspended');
    expect(
      countedStateOf({ ...base, plan: 'basic', block: 'suspended', subscription: paying }),
    ).toMatchObject({
      status: 'suspended',
      paid: false,
      mrrCents: 0,
    });
    expect(
      countedStateOf({
        ...base,
        plan: 'basic',
        block: 'closed',
        subscription: { ...paying, status: 'cancelled' },
      }).status,
    ).toBe('cancelled');
    // A plan an operator gave by hand, with no subscription: active, but no revenue.
    expect(countedStateOf({ ...base, plan: 'enterprise' })).toMatchObject({
      status: 'active',
      paid: false,
      mrrCents: 0,
    });
  });

  it('moves an account between plans and statuses in the totals, and dates what started or ended', () => {
    const trial = countedStateOf(base);
    const paid = {
      plan: 'starter' as const,
      status: 'active' as const,
      paid: true,
      mrrCents: 4_900,
    };
    expect(totalsDeltas(null, trial)).toEqual({ accounts: 1, plan_trial: 1, status_trial: 1 });
    expect(totalsDeltas(trial, paid)).toEqual({
      plan_trial: -1,
      plan_starter: 1,
      status_trial: -1,
      status_active: 1,
      paid: 1,
      mrrCents: 4_900,
    });
    expect(totalsDeltas(paid, paid)).toEqual({});
    expect(dayEvents(trial, paid)).toEqual({ newPaid: 1 });
    expect(dayEvents(paid, { ...paid, status: 'cancelled', paid: false, mrrCents: 0 })).toEqual({
      churned: 1,
    });
    expect(dayEvents(paid, paid)).toEqual({});
  });

  it('counts a payment once, and a refund of it on the payment’s day', () => {
    const captured = { amountCents: 4_900, refundedCents: 0, day: '2026-11-20', captured: true };
    const first = paymentDeltas({}, { pay_1: captured });
    expect(first.totals).toEqual({ capturedCents: 4_900, payments: 1 });
    expect(first.days.get('2026-11-20')).toEqual({ revenueCents: 4_900 });
    expect(paymentDeltas({ pay_1: captured }, { pay_1: captured }).totals).toEqual({});
    const refunded = paymentDeltas(
      { pay_1: captured },
      { pay_1: { ...captured, refundedCents: 4_900 } },
    );
    expect(refunded.totals).toEqual({ refundedCents: 4_900 });
    expect(refunded.days.get('2026-11-20')).toEqual({ revenueCents: -4_900 });
    const failed = { ...captured, captured: false };
    expect(paymentDeltas({}, { pay_2: failed }).totals).toEqual({});
  });
});
