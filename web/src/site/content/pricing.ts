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

export type PlanButton = 'Current Plan' | 'Upgrading...' | 'Upgrade Now' | 'Start Free Trial';

/** The plan button's words (document 2, "Pricing page"). */
export const planButtonLabel = (
  plan: PaidPlanId,
  state: { signedIn: boolean; currentPlan: string | null; pendingPlan: PaidPlanId | null },
): PlanButton => {
  if (!state.signedIn) return 'Start Free Trial';
  if (state.pendingPlan === plan) return 'Upgrading...';
  if (state.currentPlan === plan) return 'Current Plan';
  return 'Upgrade Now';
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
