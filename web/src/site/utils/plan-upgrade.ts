import type { BillingDetails } from '@salesflow/shared/plans/invoice';
import type { PaidPlanId } from '@salesflow/shared/plans/plans';
import type {
  BillingCycle,
  SubscriptionUsage,
  UpgradeAnswer,
} from '@salesflow/shared/plans/subscription.schema';
import { payWithCheckout } from '../../lib/razorpay-checkout';

/** A refusal from the API: its status, the server's message and its fields' problems. */
export class UpgradeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

const api = async <T>(path: string, body?: unknown): Promise<T> => {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => null)) as
    | (T & { error?: { message?: string; details?: { field: string; message: string }[] } })
    | null;
  if (!response.ok) {
    throw new UpgradeError(
      response.status,
      answer?.error?.message ?? `${response.status}: ${response.statusText}`,
      answer?.error?.details ?? [],
    );
  }
  return answer as T;
};

/** The plan of whoever is signed in and whether they may change it, or null for a visitor. */
export const currentViewer = async (): Promise<SubscriptionUsage | null> => {
  try {
    return await api<SubscriptionUsage>('/api/subscription/usage');
  } catch (error) {
    if (error instanceof UpgradeError && error.status === 401) return null;
    throw error;
  }
};

/** The owner's saved billing details, to fill the form before the first payment. */
export const savedBillingDetails = async (): Promise<BillingDetails | null> =>
  (await api<{ billingDetails: BillingDetails | null }>('/api/subscription/billing-details'))
    .billingDetails;

/**
 * The plan button's upgrade: the server answers a message, or a payment to take first through
 * Razorpay Checkout, whose signed response the server verifies before the plan changes.
 */
export const upgradePlan = async (
  planId: PaidPlanId,
  billingCycle: BillingCycle,
  billingDetails?: BillingDetails,
  /** Called as Checkout is about to open (what covers the page should go). */
  beforeCheckout?: () => void,
): Promise<UpgradeAnswer> => {
  const answer = await api<UpgradeAnswer>('/api/subscription/upgrade', {
    planId,
    billingCycle,
    ...(billingDetails ? { billingDetails } : {}),
  });
  if (!answer.checkout) return answer;
  beforeCheckout?.();
  const paid = await payWithCheckout(answer.checkout);
  return api<UpgradeAnswer>('/api/subscription/checkout/verify', paid);
};
