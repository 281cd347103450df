import type { AdminPayment as PlatformPayment } from '@salesflow/shared/admin/admin.schema';
import { userKey } from '../../platform/auth/identity.entity';
import { readItem } from '../../platform/data/read';
import { findOrganization } from '../organizations/organizations.service';
import { billingStateOf } from '../subscriptions/billing-state.service';
import type { CountedPayment } from './account-state';
import { countedStateOf } from './account-state';
import { type AccountSummary, searchWordsOf } from './account-summary.entity';
import {
  findSummary,
  SummaryMovedError,
  summaryRemovalWrites,
  summaryWrites,
} from './accounts.repository';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The account's summary as its records are now; null when the organization is gone. */
const currentSummary = async (
  organizationId: string,
  previous: AccountSummary | null,
): Promise<{ summary: AccountSummary; payments: PlatformPayment[] } | null> => {
  const [organization, billing] = await Promise.all([
    findOrganization(organizationId),
    billingStateOf(organizationId),
  ]);
  if (!organization) return null;
  const owner = (await readItem(userKey(organization.ownerId))) ?? {};
  const suspension = organization.operatorSuspension;
  const counted = countedStateOf({
    plan: (owner.currentPlan as AccountSummary['counted']['plan']) ?? 'trial',
    trialEndsAt: organization.trialEndsAt,
    block: organization.accessBlock,
    suspendedByOperator: Boolean(suspension),
    subscription: billing.subscription,
  });
  const payments: Record<string, CountedPayment> = Object.fromEntries(
    billing.payments.map((payment) => [
      payment.paymentId,
      {
        amountCents: payment.amount,
        refundedCents: payment.refunded,
        day: payment.at.slice(0, 10),
        captured: payment.status !== 'failed',
      },
    ]),
  );
  const names = {
    email: String(owner.email ?? ''),
    firstName: text(owner.firstName),
    lastName: text(owner.lastName),
    organizationName: organization.name,
  };
  const summary: AccountSummary = {
    organizationId,
    ...names,
    ownerId: organization.ownerId,
    trialEndsAt: organization.trialEndsAt,
    suspendedReason: suspension ? (suspension.reason ?? '') : null,
    members: organization.currentMembers,
    createdAt: organization.createdAt,
    counted,
    payments,
    revenueCents: Object.values(payments)
      .filter((p) => p.captured)
      .reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0),
    pendingRefundCents: billing.pendingRefundCents,
    words: searchWordsOf(names),
    version: (previous?.version ?? 0) + 1,
  };
  return {
    summary,
    payments: billing.payments.map((payment) => ({
      paymentId: payment.paymentId,
      organizationId,
      organizationName: names.organizationName,
      amountCents: payment.amount,
      refundedCents: payment.refunded,
      currency: payment.currency,
      method: payment.method,
      status: payment.status,
      description: payment.description,
      at: payment.at,
    })),
  };
};

const same = (a: AccountSummary, b: AccountSummary) =>
  JSON.stringify({ ...a, version: 0 }) === JSON.stringify({ ...b, version: 0 });

/**
 * Brings the account's summary and its share of the platform's counters up to date, in one
 * transaction conditional on the summary as read: run twice or at once, the counters move once.
 */
export const refreshAccount = async (organizationId: string, now = new Date()): Promise<void> => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const previous = await findSummary(organizationId);
    const current = await currentSummary(organizationId, previous);
    if (!current) {
      // Gone (an unused sign-up organization, when its owner joined a team by invitation): its
      // summary and its share of the platform's counters go with it.
      if (!previous) return;
      try {
        await summaryRemovalWrites(previous);
        return;
      } catch (error) {
        if (!(error instanceof SummaryMovedError)) throw error;
        continue;
      }
    }
    if (previous && same(previous, current.summary)) return;
    const changed = current.payments.filter(
      (p) =>
        JSON.stringify(previous?.payments[p.paymentId]) !==
        JSON.stringify(current.summary.payments[p.paymentId]),
    );
    try {
      await summaryWrites(previous, current.summary, now, changed);
      return;
    } catch (error) {
      if (!(error instanceof SummaryMovedError)) throw error;
    }
  }
  throw new SummaryMovedError();
};
