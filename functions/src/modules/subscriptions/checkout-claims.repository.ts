import type { PaidPlanId } from '@salesflow/shared/plans/plans';
import type { BillingCycle } from '@salesflow/shared/plans/subscription.schema';
import { readItem } from '../../platform/data/read';
import { deleteWrite, putWrite, type Write } from '../../platform/data/unit-of-work';
import { checkoutClaimKey } from './billing.entity';

/**
 * The organization's claim on opening a Razorpay subscription, `ORG#<org>` / `CHECKOUT_CLAIM`:
 * taken by a conditional write before Razorpay is asked for one, so two upgrades at once open
 * one subscription. `creating` while Razorpay is asked (it lapses at `expiresAt`, so a process
 * that died meanwhile holds nothing for long); `open` once the subscription is made, until
 * Checkout can no longer pay it (its `expire_by`), the same checkout for whoever asks meanwhile.
 */
export interface CheckoutClaim {
  claimId: string;
  state: 'creating' | 'open';
  planId: PaidPlanId;
  billingCycle: BillingCycle;
  /** The subscription Checkout pays (open only). */
  subscriptionId: string | null;
  /** Epoch seconds: after it, the claim holds nothing. */
  expiresAt: number;
}

/** Kept a day past its expiry, for the logs' sake; nothing reads it then. */
const KEPT_SECONDS = 86_400;

export const findCheckoutClaim = async (organizationId: string): Promise<CheckoutClaim | null> => {
  const item = await readItem(checkoutClaimKey(organizationId));
  if (!item) return null;
  return {
    claimId: String(item.claimId),
    state: item.state === 'open' ? 'open' : 'creating',
    planId: item.planId as PaidPlanId,
    billingCycle: item.billingCycle as BillingCycle,
    subscriptionId: typeof item.subscriptionId === 'string' ? item.subscriptionId : null,
    expiresAt: Number(item.expiresAt ?? 0),
  };
};

const claimItem = (organizationId: string, claim: CheckoutClaim) => ({
  ...checkoutClaimKey(organizationId),
  type: 'checkoutClaim',
  organizationId,
  ...claim,
  expire: claim.expiresAt + KEPT_SECONDS,
});

/**
 * Takes the claim: only where there is none, the one there has lapsed (`now`), or it is the one
 * the caller read and may replace (`replacing`). A second taker at once fails the condition.
 */
export const takeCheckoutClaimWrite = (
  organizationId: string,
  claim: CheckoutClaim,
  now: number,
  replacing: string | null,
  error: () => Error,
): Write =>
  putWrite(claimItem(organizationId, claim), {
    expression: `attribute_not_exists(pk) OR expiresAt <= :now${replacing ? ' OR claimId = :replacing' : ''}`,
    values: { ':now': now, ...(replacing ? { ':replacing': replacing } : {}) },
    error,
  });

/** The claim's subscription is made: open for Checkout, while the claim is still the caller's. */
export const openCheckoutClaimWrite = (
  organizationId: string,
  claim: CheckoutClaim,
  error: () => Error,
): Write =>
  putWrite(claimItem(organizationId, claim), {
    expression: 'claimId = :claimId',
    values: { ':claimId': claim.claimId },
    error,
  });

/** Nothing was opened under the claim: it goes, if it is still the caller's. */
export const releaseCheckoutClaimWrite = (organizationId: string, claimId: string): Write =>
  deleteWrite(checkoutClaimKey(organizationId), {
    expression: 'claimId = :claimId',
    values: { ':claimId': claimId },
    error: () => new Error('The checkout claim is no longer this request’s'),
  });
