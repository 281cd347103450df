import type { PaidPlanId } from '@salesflow/shared/plans/plans';
import { newId } from '../../platform/data/ids';
import type { Write } from '../../platform/data/unit-of-work';
import { findSubscription, type PaymentRecord, paymentsOf } from './billing.repository';
import { pendingRefundCents } from './refund-rules';
import { type AuditEntry, auditWrite } from './subscriptions.repository';

/** What the platform's figures read of an organization's billing: its subscription and payments. */
export interface BillingState {
  subscription: { status: string; planId: PaidPlanId; billingCycle: 'monthly' | 'annual' } | null;
  payments: PaymentRecord[];
  /** Refunds asked for (the 30-day guarantee) that Razorpay has not paid out yet, in cents. */
  pendingRefundCents: number;
}

export const billingStateOf = async (organizationId: string): Promise<BillingState> => {
  const [subscription, payments] = await Promise.all([
    findSubscription(organizationId),
    paymentsOf(organizationId),
  ]);
  return {
    subscription: subscription
      ? {
          status: subscription.status,
          planId: subscription.planId,
          billingCycle: subscription.billingCycle,
        }
      : null,
    payments,
    pendingRefundCents: pendingRefundCents(subscription, payments),
  };
};

/** An operator's action for the audit log, to commit with the change it records. */
export const operatorAuditWrite = (entry: Omit<AuditEntry, 'id'>): Write =>
  auditWrite({ ...entry, id: newId() });
