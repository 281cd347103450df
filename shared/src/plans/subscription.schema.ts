import * as z from 'zod/mini';
import type { PlanId } from '../auth/auth-user';
import { cleanText } from '../text/text-fields';
import { billingDetailsSchema } from './invoice';
import { type PaidPlanId, PLANS } from './plans';

const PAID_PLAN_IDS = PLANS.map((plan) => plan.id) as [PaidPlanId, ...PaidPlanId[]];

export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/**
 * Where an organization's subscription stands (document 2 section 4):
 * - `trialing`: the 14-day trial; `trial_expired`: read-only until a plan is paid;
 * - `active`; `past_due`: a payment failed and is retried for 7 days, with limited functionality;
 * - `suspended`: not paid after those 7 days; `cancelled`: access to the period end.
 */
export type SubscriptionStatus =
  | 'trialing'
  | 'trial_expired'
  | 'active'
  | 'past_due'
  | 'suspended'
  | 'cancelled';

export interface UsageFigure {
  used: number;
  /** null: unlimited. */
  limit: number | null;
}

/** GET /api/subscription/usage (the spec reads `plan`). */
export interface SubscriptionUsage {
  plan: PlanId;
  planName: string;
  status: SubscriptionStatus;
  billingCycle: BillingCycle | null;
  /** A smaller plan that starts when this billing period ends. */
  pendingPlan: PlanId | null;
  /** When the paid period ends (renews, or access ends when cancelled). */
  periodEnd: string | null;
  /** Cancelled by the owner: the plan ends then. */
  cancelsOn: string | null;
  /** Within 30 days of the first subscription's first payment: a refund may be asked for. */
  refundable: boolean;
  /** The trial's last moment (trial only). */
  trialEndsAt: string | null;
  /** When the AI calls renew (the billing date). */
  renewsOn: string;
  contacts: UsageFigure;
  aiCalls: UsageFigure;
  members: UsageFigure;
  /** Whether the caller may change, cancel or pay for the plan (the owner only). */
  canChangePlan: boolean;
  /** Who can: the owner's name, or their email. */
  ownerName: string;
}

/** GET /api/subscription/limits: what the organization's plan allows. */
export interface SubscriptionLimits {
  plan: PlanId;
  planName: string;
  contacts: number | null;
  aiCallsPerMonth: number;
  members: number | null;
  concurrentCalls: number;
  /** Read-only now (a trial past its 14 days, suspended, or ended): nothing may change. */
  readOnly: boolean;
  /** Why, in the words of the 402 every change answers meanwhile; null when not read-only. */
  readOnlyReason: string | null;
  /** An ended subscription's data is erased then (30 days after it closed); null otherwise. */
  dataErasedOn: string | null;
  /** Whether the caller may choose or change the plan (the owner only), and who can. */
  canChangePlan: boolean;
  ownerName: string;
}

/** POST /api/subscription/upgrade. */
export const upgradeSchema = z.object({
  planId: z.enum(PAID_PLAN_IDS, {
    error: 'Choose a plan: basic, starter, professional or enterprise',
  }),
  billingCycle: z.optional(z.enum(BILLING_CYCLES, { error: 'Billing is monthly or annual' })),
  /** Asked by Checkout before the first payment (saved, as the billing details' PUT saves them). */
  billingDetails: z.optional(billingDetailsSchema),
});
export type UpgradeInput = z.output<typeof upgradeSchema>;

/** What the page's Razorpay Checkout needs to take the payment of a new subscription. */
export interface CheckoutDetails {
  /** Checkout's script (Razorpay's, or the fake's locally). */
  scriptUrl: string;
  keyId: string;
  subscriptionId: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
}

export interface UpgradeAnswer {
  success: boolean;
  message: string;
  /** A payment to take first: the plan changes once Checkout's response is verified. */
  checkout?: CheckoutDetails;
}

/** PUT /api/admin/organizations/{id}/plan (platform operators): a plan set by hand. */
export const setPlanSchema = z.object({
  planId: z.enum(['trial', ...PAID_PLAN_IDS] as [PlanId, ...PlanId[]], {
    error: 'Choose a plan: trial, basic, starter, professional or enterprise',
  }),
  /** For a trial: days from now until it ends (extends or shortens it), 1 to 90. */
  trialDays: z.optional(
    z
      .number({ error: 'Trial days must be a whole number from 1 to 90' })
      .check(
        z.int('Trial days must be a whole number from 1 to 90'),
        z.gte(1, 'Trial days must be a whole number from 1 to 90'),
        z.lte(90, 'Trial days must be a whole number from 1 to 90'),
      ),
  ),
  /** Why, for the audit log. */
  reason: z
    .string({ error: 'Say why (for the audit log)' })
    .check(
      z.trim(),
      z.minLength(1, 'Say why (for the audit log)'),
      z.maxLength(500, 'The reason must be at most 500 characters'),
      cleanText('multi'),
    ),
});
export type SetPlanInput = z.output<typeof setPlanSchema>;

/** GET /api/admin/audit-log: one month's entries (this month unless told). */
export const auditLogQuerySchema = z.object({
  month: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month is yyyy-mm'))),
});

const razorpayId = (prefix: string, label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(z.regex(new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`), `${label} is not valid`));

/** POST /api/subscription/checkout/verify: what Checkout hands the page. */
export const checkoutVerifySchema = z.object({
  razorpay_payment_id: razorpayId('pay', 'Payment id'),
  razorpay_subscription_id: razorpayId('sub', 'Subscription id'),
  razorpay_signature: z
    .string({ error: 'Signature is required' })
    .check(z.regex(/^[0-9a-f]{64}$/, 'Signature is not valid')),
});
export type CheckoutVerifyInput = z.output<typeof checkoutVerifySchema>;

/** GET /api/subscription/invoices/{id}: a payment's id. */
export const invoiceParamsSchema = z.object({
  id: z.string().check(z.regex(/^pay_[A-Za-z0-9]{6,40}$/, 'Invoice id is not valid')),
});
