import type { PlanId } from '../auth/auth-user';

/**
 * The plan table of document 2 section 9, the one place it is written: prices in whole US cents
 * (money is stored exactly), contact and AI-call limits, users, features. A new account is on
 * `trial` for 14 days with the Starter plan's limits and features (DESIGN.md "Plans and limits").
 */
export type PaidPlanId = Exclude<PlanId, 'trial'>;

export interface Plan {
  id: PaidPlanId;
  name: string;
  /** Whole US cents a month, billed monthly. */
  monthlyPriceCents: number;
  /** Whole US cents a year, billed annually. */
  annualPriceCents: number;
  /** Contacts the organization may keep; null: unlimited. */
  contactLimit: number | null;
  /** AI calls a billing month; 0: no AI calling. */
  aiCallsPerMonth: number;
  /** Users the plan is for: at least, and at most (null: no upper bound, "10+"). */
  minUsers: number;
  maxUsers: number | null;
  /** AI calls the organization may have on the line at once (the dialer holds the rest). */
  concurrentCalls: number;
  popular: boolean;
  idealFor: string;
}

export const TRIAL_DAYS = 14;
/** After an ended subscription closes, its data can be exported this long, then it is erased. */
export const DATA_EXPORT_DAYS = 30;

/** When a closed organization's data is erased: 30 days after its subscription closed. */
export const dataErasureDate = (closedAt: string): string =>
  new Date(Date.parse(closedAt) + DATA_EXPORT_DAYS * 86_400_000).toISOString();

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    monthlyPriceCents: 1900,
    annualPriceCents: 19_000,
    contactLimit: 250,
    aiCallsPerMonth: 0,
    minUsers: 1,
    maxUsers: 2,
    concurrentCalls: 0,
    popular: false,
    idealFor: 'Solo sellers getting organised',
  },
  {
    id: 'starter',
    name: 'Starter',
    monthlyPriceCents: 4900,
    annualPriceCents: 49_000,
    contactLimit: 500,
    aiCallsPerMonth: 100,
    minUsers: 1,
    maxUsers: 5,
    concurrentCalls: 1,
    popular: false,
    idealFor: 'Small teams starting with AI calling',
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPriceCents: 14_900,
    annualPriceCents: 149_000,
    contactLimit: 2500,
    aiCallsPerMonth: 500,
    minUsers: 5,
    maxUsers: 20,
    concurrentCalls: 3,
    popular: true,
    idealFor: 'Growing sales teams',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPriceCents: 29_900,
    annualPriceCents: 299_000,
    contactLimit: null,
    aiCallsPerMonth: 1500,
    minUsers: 10,
    maxUsers: null,
    concurrentCalls: 10,
    popular: false,
    idealFor: 'Large teams calling at scale',
  },
];

export const planById = (id: PaidPlanId): Plan => {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`No plan ${id}`);
  return plan;
};

/** What a plan id stands for now: a trial is the Starter plan's limits until it ends. */
export interface EffectivePlan {
  id: PlanId;
  name: string;
  limits: Plan;
  /** When the trial ends (trial only). */
  trialEndsAt: string | null;
  /** A trial past its 14 days: nothing that a plan limits may be created until a plan is paid. */
  expired: boolean;
}

export const effectivePlan = (
  id: PlanId,
  planStartDate: string,
  now: Date = new Date(),
): EffectivePlan => {
  if (id !== 'trial') {
    const plan = planById(id);
    return { id, name: plan.name, limits: plan, trialEndsAt: null, expired: false };
  }
  const ends = new Date(Date.parse(planStartDate) + TRIAL_DAYS * 86_400_000);
  return {
    id,
    name: 'Trial',
    limits: planById('starter'),
    trialEndsAt: ends.toISOString(),
    expired: now.getTime() >= ends.getTime(),
  };
};

/** The cheapest plan with more AI calls a month than `calls` (null: none has more). */
export const planWithMoreCalls = (calls: number): Plan | null =>
  PLANS.find((p) => p.aiCallsPerMonth > calls) ?? null;

/** The cheapest plan that has AI calling at all. */
export const firstPlanWithCalls = (): Plan => PLANS.find((p) => p.aiCallsPerMonth > 0) as Plan;
