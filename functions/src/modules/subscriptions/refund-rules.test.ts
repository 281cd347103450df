import { describe, expect, it } from 'vitest';
import { pendingRefundCents, refundable, refundRefusal, refundsDue } from './refund-rules';
import { paymentRecord, subscriptionRecord } from './testing/subscription-fixtures';

const paidOn = '2026-11-01T00:00:00.000Z';
const day30 = new Date('2026-12-01T00:00:00.000Z');

describe('the 30-day money-back guarantee', () => {
  it('holds for a running subscription up to 30 days after its first payment', () => {
    expect(refundable(subscriptionRecord({ firstChargedAt: paidOn }), day30)).toBe(true);
    expect(refundable(subscriptionRecord({ status: 'past_due' }), day30)).toBe(true);
    expect(refundable(subscriptionRecord(), new Date('2026-12-01T00:00:00.001Z'))).toBe(false);
  });

  it('does not hold before a payment, once refunded, or for one not running', () => {
    expect(refundable(null, day30)).toBe(false);
    expect(refundable(subscriptionRecord({ firstChargedAt: null }), day30)).toBe(false);
    expect(refundable(subscriptionRecord({ refundedAt: paidOn }), day30)).toBe(false);
    expect(refundable(subscriptionRecord({ status: 'suspended' }), day30)).toBe(false);
    expect(refundable(subscriptionRecord({ status: 'cancelled' }), day30)).toBe(false);
  });

  it('is for the first subscription only: an earlier one paid for refuses it', () => {
    const current = subscriptionRecord({ subscriptionId: 'sub_2', lastPaymentId: null });
    const earlier = paymentRecord({ subscriptionId: 'sub_1' });
    expect(refundRefusal(current, [earlier], day30)).toBe('not-first');
    expect(refundRefusal(current, [{ ...earlier, status: 'failed' }], day30)).toBeNull();
    expect(refundRefusal(subscriptionRecord(), [paymentRecord()], day30)).toBeNull();
  });

  it('waits while the payment taken at Checkout is not recorded yet', () => {
    const current = subscriptionRecord({ lastPaymentId: 'pay_2' });
    expect(refundRefusal(current, [paymentRecord()], day30)).toBe('still-recording');
    expect(refundRefusal(current, [], new Date('2027-01-01T00:00:00.000Z'))).toBe('not-first');
  });

  it('pays back what each payment taken has not had back, and nothing of another', () => {
    const payments = [
      paymentRecord(),
      paymentRecord({ paymentId: 'pay_2', refunded: 900 }),
      paymentRecord({ paymentId: 'pay_3', refunded: 4900 }),
      paymentRecord({ paymentId: 'pay_4', status: 'failed' }),
      paymentRecord({ paymentId: 'pay_5', subscriptionId: 'sub_0' }),
    ];
    expect(refundsDue(subscriptionRecord(), payments)).toEqual([
      { paymentId: 'pay_1', amount: 4900 },
      { paymentId: 'pay_2', amount: 4000 },
    ]);
  });

  it('counts what Razorpay has still to pay out once asked, and nothing before', () => {
    const payments = [
      paymentRecord({ refunded: 1000 }),
      paymentRecord({ paymentId: 'pay_2', status: 'failed' }),
      paymentRecord({ paymentId: 'pay_3', subscriptionId: 'sub_0' }),
    ];
    expect(pendingRefundCents(subscriptionRecord(), payments)).toBe(0);
    expect(pendingRefundCents(subscriptionRecord({ refundedAt: paidOn }), payments)).toBe(3900);
    expect(pendingRefundCents(null, payments)).toBe(0);
  });
});
