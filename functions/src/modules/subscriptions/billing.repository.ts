import type { BillingDetails, PlaceOfSupply } from '@salesflow/shared/plans/invoice';
import { dataErasureDate, type PaidPlanId } from '@salesflow/shared/plans/plans';
import type { BillingCycle } from '@salesflow/shared/plans/subscription.schema';
import { db, tableName } from '../../platform/data/dynamo-client';
import { QueryCommand } from '../../platform/data/dynamo-commands';
import { readItem } from '../../platform/data/read';
import { INDEXES } from '../../platform/data/table-definition';
import { putWrite, setWrite, type Write } from '../../platform/data/unit-of-work';
import {
  billingDetailsKey,
  eventClaimKey,
  PAYMENTS_PARTITION,
  paymentKey,
  paymentOwnerKey,
  paymentSortKey,
  razorpayPlanIdKey,
  razorpayPlanKey,
  subscriptionKey,
  subscriptionOwnerKey,
} from './billing.entity';

/** Paid subscriptions (Razorpay); their key layout is billing.entity.ts's. */
export type PaidStatus = 'awaiting_payment' | 'active' | 'past_due' | 'suspended' | 'cancelled';

export interface SubscriptionRecord {
  subscriptionId: string;
  planId: PaidPlanId;
  billingCycle: BillingCycle;
  status: PaidStatus;
  paymentMethod: string | null;
  currentStart: string | null;
  currentEnd: string | null;
  /** Past due: when the 7 days of retries end. */
  graceEndsAt: string | null;
  /** Cancelled: access lasts until then. */
  accessEndsAt: string | null;
  /** When access ended: read-only from then, data exportable for 30 days. */
  closedAt?: string | null;
  /** When erasing the closed organization's data began (30 days after it closed). */
  erasureStartedAt?: string | null;
  /** Refunded (within 30 days of the first payment): cancelled then, access ended then. */
  refundedAt?: string | null;
  /** Cancelled by the owner: it ends with the period, then. */
  cancelAt?: string | null;
  /** A smaller plan from the next cycle. */
  pendingPlanId: PaidPlanId | null;
  /** Event time, charges and status rank, as one sortable string: an older event changes nothing. */
  version: string;
  /**
   * Bumped by every write of the item, ours and the events' (`version` only moves with Razorpay's
   * events): a write made from an older read is refused, so an event handled while the owner
   * cancels cannot put back the `cancelAt` it read before. Absent on items from before: 0.
   */
  revision?: number;
  lastPaymentId: string | null;
  firstChargedAt: string | null;
  updatedAt: string;
}

export const findSubscription = async (
  organizationId: string,
): Promise<SubscriptionRecord | null> => {
  const item = await readItem(subscriptionKey(organizationId));
  if (!item) return null;
  const {
    pk: _pk,
    sk: _sk,
    type: _type,
    organizationId: _org,
    gsi1pk: _gpk,
    gsi1sk: _gsk,
    ...record
  } = item;
  return record as unknown as SubscriptionRecord;
};

/**
 * A subscription with a date to act on is in the `BILLINGDUE` index, by that date: past due, the
 * end of its 7 days of retries; cancelled, the end of its access. The hourly lifecycle reads it.
 */
const DUE_PARTITION = 'BILLINGDUE';
const dueDate = (record: SubscriptionRecord): string | null => {
  if (record.status === 'past_due') return record.graceEndsAt;
  if (record.status !== 'cancelled') return null;
  if (!record.closedAt) return record.accessEndsAt;
  return record.erasureStartedAt ? null : dataErasureDate(record.closedAt);
};
const dueIndex = (organizationId: string, record: SubscriptionRecord) => {
  const due = dueDate(record);
  return due ? { gsi1pk: DUE_PARTITION, gsi1sk: `${due}#${organizationId}` } : {};
};

/** Organizations whose subscription has something due by `now` (oldest first, at most 100). */
export const dueSubscriptions = async (now: Date): Promise<string[]> => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEXES.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :now',
      ExpressionAttributeValues: { ':pk': DUE_PARTITION, ':now': `${now.toISOString()}#~` },
      Limit: 100,
    }),
  );
  return Items.map((item) => String(item.organizationId));
};

/** The item's revision as read was `revision` (0: none yet): the condition, its names and values. */
const sameRevision = (revision: number | undefined) =>
  revision
    ? { expression: '#revision = :revision', values: { ':revision': revision } }
    : {
        expression: '(attribute_not_exists(#revision) OR #revision = :revision)',
        values: { ':revision': 0 },
      };

/**
 * The subscription as it now is; `expected` guards against a newer event meanwhile (`version`) and
 * against any other write since it was read (`revision`).
 */
export const subscriptionWrite = (
  organizationId: string,
  record: SubscriptionRecord,
  expected: { version: string | null; revision?: number | undefined; error: () => Error },
): Write => {
  const revision = sameRevision(expected.revision);
  return putWrite(
    {
      ...subscriptionKey(organizationId),
      type: 'subscription',
      organizationId,
      ...record,
      revision: (expected.revision ?? 0) + 1,
      ...dueIndex(organizationId, record),
    },
    expected.version
      ? {
          expression: `attribute_not_exists(pk) OR (#version = :version AND ${revision.expression})`,
          names: { '#version': 'version', '#revision': 'revision' },
          values: { ':version': expected.version, ...revision.values },
          error: expected.error,
        }
      : { expression: 'attribute_not_exists(pk)', error: expected.error },
  );
};

export const subscriptionOwnerWrite = (
  subscriptionId: string,
  organizationId: string,
  planId: PaidPlanId,
  billingCycle: BillingCycle,
): Write =>
  putWrite({
    ...subscriptionOwnerKey(subscriptionId),
    type: 'razorpaySubscription',
    organizationId,
    planId,
    billingCycle,
  });

export const subscriptionOwner = async (
  subscriptionId: string,
): Promise<{ organizationId: string; planId: PaidPlanId; billingCycle: BillingCycle } | null> => {
  const item = await readItem(subscriptionOwnerKey(subscriptionId));
  return item
    ? {
        organizationId: String(item.organizationId),
        planId: item.planId as PaidPlanId,
        billingCycle: item.billingCycle as BillingCycle,
      }
    : null;
};

export const findRazorpayPlan = async (
  planId: PaidPlanId,
  cycle: BillingCycle,
): Promise<string | null> => {
  const item = await readItem(razorpayPlanKey(planId, cycle));
  return typeof item?.razorpayPlanId === 'string' ? item.razorpayPlanId : null;
};

/** Both directions; the first writer wins (a racing one uses what was kept). */
export const razorpayPlanWrites = (
  planId: PaidPlanId,
  cycle: BillingCycle,
  razorpayPlanId: string,
  error: () => Error,
): Write[] => [
  putWrite(
    { ...razorpayPlanKey(planId, cycle), type: 'razorpayPlan', razorpayPlanId },
    { expression: 'attribute_not_exists(pk)', error },
  ),
  putWrite({ ...razorpayPlanIdKey(razorpayPlanId), type: 'razorpayPlan', planId, cycle }),
];

export const paymentOwner = async (
  paymentId: string,
): Promise<{ organizationId: string; sortKey: string } | null> => {
  const item = await readItem(paymentOwnerKey(paymentId));
  return item
    ? { organizationId: String(item.organizationId), sortKey: String(item.sortKey) }
    : null;
};

/** A refund of a payment: what has been refunded of it, and its status. */
export const paymentRefundWrite = (
  organizationId: string,
  sortKey: string,
  refunded: number,
  status: PaymentRecord['status'],
): Write => setWrite(paymentKey(organizationId, sortKey), { set: { refunded, status } });

export const planOfRazorpayPlan = async (
  razorpayPlanId: string,
): Promise<{ planId: PaidPlanId; cycle: BillingCycle } | null> => {
  const item = await readItem(razorpayPlanIdKey(razorpayPlanId));
  return item ? { planId: item.planId as PaidPlanId, cycle: item.cycle as BillingCycle } : null;
};

const EVENT_KEPT_SECONDS = 30 * 86_400;

/** Takes a webhook event once: a second delivery of it fails the condition. */
export const eventClaimWrite = (eventId: string, event: string, error: () => Error): Write =>
  putWrite(
    {
      ...eventClaimKey(eventId),
      type: 'razorpayEvent',
      event,
      expire: Math.floor(Date.now() / 1000) + EVENT_KEPT_SECONDS,
    },
    { expression: 'attribute_not_exists(pk)', error },
  );

export interface PaymentRecord {
  paymentId: string;
  subscriptionId: string;
  amount: number;
  currency: string;
  method: string;
  status: 'captured' | 'failed' | 'refunded';
  invoiceId: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  refunded: number;
  at: string;
  /** What was bought ("SalesFlow Professional plan, monthly"). */
  description: string;
  /** Where it was billed as it was taken (its GST); null for payments kept before that. */
  placeOfSupply: PlaceOfSupply | null;
}

/** A payment, once (a repeated event rewrites the same item). */
export const paymentWrites = (organizationId: string, payment: PaymentRecord): Write[] => [
  putWrite({
    ...paymentKey(organizationId, paymentSortKey(payment.at, payment.paymentId)),
    type: 'payment',
    organizationId,
    ...payment,
  }),
  putWrite({
    ...paymentOwnerKey(payment.paymentId),
    type: 'razorpayPayment',
    organizationId,
    sortKey: paymentSortKey(payment.at, payment.paymentId),
  }),
];

/** A plan to move to when the period ends, on the subscription it belongs to. */
export const pendingPlanWrite = (
  organizationId: string,
  subscriptionId: string,
  pendingPlanId: PaidPlanId,
  error: () => Error,
): Write =>
  setWrite(
    subscriptionKey(organizationId),
    { set: { pendingPlanId, updatedAt: new Date().toISOString() } },
    {
      expression: '#subscriptionId = :subscriptionId',
      names: { '#subscriptionId': 'subscriptionId' },
      values: { ':subscriptionId': subscriptionId },
      error,
    },
  );

/** Some fields of the subscription, while it is still the one read (its version). */
export const subscriptionChangeWrite = (
  organizationId: string,
  current: SubscriptionRecord,
  set: Record<string, unknown>,
  error: () => Error,
): Write => {
  const revision = sameRevision(current.revision);
  return setWrite(
    subscriptionKey(organizationId),
    {
      set: { ...set, revision: (current.revision ?? 0) + 1, updatedAt: new Date().toISOString() },
    },
    {
      expression: `#version = :version AND ${revision.expression}`,
      names: { '#version': 'version', '#revision': 'revision' },
      values: { ':version': current.version, ...revision.values },
      error,
    },
  );
};

/** The organization's payments, newest first (at most 100). */
export const paymentsOf = async (organizationId: string): Promise<PaymentRecord[]> => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': PAYMENTS_PARTITION.key(organizationId) },
      ScanIndexForward: false,
      Limit: 100,
    }),
  );
  return Items.map((item) => ({
    paymentId: String(item.paymentId),
    subscriptionId: String(item.subscriptionId),
    amount: Number(item.amount),
    currency: String(item.currency),
    method: String(item.method),
    status: item.status as PaymentRecord['status'],
    invoiceId: typeof item.invoiceId === 'string' ? item.invoiceId : null,
    periodStart: typeof item.periodStart === 'string' ? item.periodStart : null,
    periodEnd: typeof item.periodEnd === 'string' ? item.periodEnd : null,
    refunded: Number(item.refunded ?? 0),
    at: String(item.at),
    description: String(item.description ?? 'SalesFlow subscription'),
    placeOfSupply:
      item.placeOfSupply && typeof item.placeOfSupply === 'object'
        ? (item.placeOfSupply as PlaceOfSupply)
        : null,
  }));
};

export const findBillingDetails = async (
  organizationId: string,
): Promise<BillingDetails | null> => {
  const item = await readItem(billingDetailsKey(organizationId));
  if (!item) return null;
  return {
    legalName: String(item.legalName),
    country: String(item.country),
    ...(typeof item.state === 'string' && item.state ? { state: item.state } : {}),
    ...(typeof item.gstin === 'string' && item.gstin ? { gstin: item.gstin } : {}),
    ...(typeof item.address === 'string' && item.address ? { address: item.address } : {}),
  };
};

export const billingDetailsWrite = (organizationId: string, details: BillingDetails): Write =>
  putWrite({
    ...billingDetailsKey(organizationId),
    type: 'billingDetails',
    organizationId,
    ...details,
    updatedAt: new Date().toISOString(),
  });
