import { type PaidPlanId, PLANS, type Plan } from '@salesflow/shared/plans/plans';
import type { BillingCycle } from '@salesflow/shared/plans/subscription.schema';

export type { BillingCycle, PaidPlanId, Plan };
export { PLANS };

/** Whole dollars from the plan table's cents ($49, $1,490). */
export const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

/**
 * The annual savings line (document 2 section 9): 12 times the monthly price minus the annual
 * one, "divided by 100, rounded": the plan table keeps cents, so that is whole dollars.
 */
export const annualSavings = (plan: Plan) =>
  Math.round((12 * plan.monthlyPriceCents - plan.annualPriceCents) / 100);

const users = (plan: Plan) =>
  plan.maxUsers === null ? `${plan.minUsers}+ users` : `${plan.minUsers}-${plan.maxUsers} users`;

const EXTRAS: Record<PaidPlanId, string[]> = {
  basic: [
    'Contacts, deals and the pipeline board',
    'Email and WhatsApp from the contact list',
    'Lead capture webhooks and imports',
  ],
  starter: ['Everything in Basic', 'AI lead scoring with reasons', 'WhatsApp command bot'],
  professional: ['Everything in Starter', 'Team roles and lead assignment', 'Setup consultation'],
  enterprise: ['Everything in Professional', 'Dedicated data migration', '24/7 emergency support'],
};

/** A plan card's lines, from the plan table. */
export const planFeatures = (plan: Plan): string[] => [
  plan.contactLimit === null
    ? 'Unlimited contacts'
    : `Up to ${plan.contactLimit.toLocaleString('en-US')} contacts`,
  plan.aiCallsPerMonth === 0
    ? 'No AI calling'
    : `${plan.aiCallsPerMonth.toLocaleString('en-US')} AI calls a month`,
  users(plan),
  ...EXTRAS[plan.id],
];

export type PlanButton =
  | 'Current Plan'
  | 'Upgrading...'
  | 'Upgrade Now'
  | 'Start Free Trial'
  | `Switch to ${string}`;

/** What a plan card offers: a button (and a line under it), or only a line saying why not. */
export type PlanChoice =
  | { kind: 'button'; label: PlanButton; note: string | null }
  | { kind: 'note'; note: string };

/** Who is looking, as the pricing page knows them (GET /api/subscription/usage). */
export interface PlanViewer {
  plan: string;
  status: string;
  billingCycle: BillingCycle | null;
  canChangePlan: boolean;
  ownerName: string;
}

const monthly = (plan: Plan, cycle: BillingCycle) =>
  cycle === 'annual' ? plan.annualPriceCents / 12 : plan.monthlyPriceCents;

const AT_PERIOD_END = 'Takes effect at the end of your billing period.';

/** Paying now: a plan change is a change of a running subscription, not a first payment. */
export const isPaying = (viewer: PlanViewer | null) =>
  viewer?.status === 'active' || viewer?.status === 'past_due';

/**
 * The plan button's words (document 2, "Pricing page"): Start Free Trial for a visitor;
 * Upgrading... while pending; Current Plan; for a paying customer a cheaper plan is a switch
 * that, as the policy says, takes effect at the end of the billing period; Upgrade Now otherwise.
 * Someone who may not change the plan gets no button, only who can.
 */
export const planChoice = (
  plan: Plan,
  cycle: BillingCycle,
  viewer: PlanViewer | null,
  pendingPlan: PaidPlanId | null,
): PlanChoice => {
  if (!viewer) return { kind: 'button', label: 'Start Free Trial', note: null };
  const current = viewer.plan === plan.id && (viewer.billingCycle ?? 'monthly') === cycle;
  if (current) return { kind: 'button', label: 'Current Plan', note: null };
  if (!viewer.canChangePlan) {
    return { kind: 'note', note: `Only ${viewer.ownerName}, the owner, can change the plan.` };
  }
  if (pendingPlan === plan.id) return { kind: 'button', label: 'Upgrading...', note: null };
  const now = PLANS.find((p) => p.id === viewer.plan);
  if (
    isPaying(viewer) &&
    now &&
    monthly(plan, cycle) < monthly(now, viewer.billingCycle ?? 'monthly')
  ) {
    return { kind: 'button', label: `Switch to ${plan.name}`, note: AT_PERIOD_END };
  }
  return { kind: 'button', label: 'Upgrade Now', note: null };
};

export const FAQ: { question: string; answer: string }[] = [
  {
    question: 'Is there a free trial?',
    answer:
      'Yes: 14 days with the Starter plan’s features, and no credit card. Choose a plan when you are ready.',
  },
  {
    question: 'Do you offer a money-back guarantee?',
    answer:
      'Yes. Within 30 days of your first subscription, ask for a refund in Settings → Billing and get it all back, in 5-7 business days.',
  },
  {
    question: 'Are there setup fees?',
    answer:
      'No setup fees on any plan. Professional and Enterprise include a setup consultation; Enterprise includes a dedicated data migration.',
  },
  {
    question: 'Can I change plans any time?',
    answer:
      'Yes. Upgrades take effect at once and you pay the difference pro rata; downgrades take effect at the end of your billing period.',
  },
  {
    question: 'How can I pay?',
    answer:
      'By card, UPI or net banking, through Razorpay. You are billed monthly in advance on your sign-up date, or yearly.',
  },
  {
    question: 'What happens if I cancel?',
    answer:
      'You keep your plan to the end of the billing period. Then you can export your data for 30 days.',
  },
];

export const CORE_FEATURES: { title: string; text: string }[] = [
  {
    title: 'Contact management',
    text: 'Every lead in one list with a 0-100 score, search and import.',
  },
  { title: 'Deal pipeline', text: 'Drag deals from prospecting to won, with the forecast.' },
  {
    title: 'AI calling',
    text: 'An AI agent calls your best leads, with live transcripts and scoring.',
  },
  {
    title: 'Lead capture',
    text: 'Webhooks for WordPress, Elementor, Zapier and email, and CSV imports.',
  },
  {
    title: 'WhatsApp and email',
    text: 'Message leads from the contact list; run the CRM from WhatsApp.',
  },
  { title: 'Analytics', text: 'Dashboards and reports on sources, stages and calls.' },
];
