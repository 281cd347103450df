import {
  billingPeriodStart,
  nextBillingPeriodStart,
} from '@salesflow/shared/ai-calls/billing-period';
import {
  type EffectivePlan,
  effectivePlan,
  firstPlanWithCalls,
  planWithMoreCalls,
  TRIAL_DAYS,
} from '@salesflow/shared/plans/plans';
import type { Write } from '../../../platform/data/unit-of-work';
import { LimitExceededError } from '../../../platform/errors';
import { billingOf } from '../../directory/billing-anchors.service';
import { organizationPlanFacts } from '../../directory/organization-facts.service';
import {
  callUsageReleaseWrites,
  callUsageReserveWrites,
  readOrganizationCallUsage,
} from '../ai-calls.repository';

/**
 * What the organization's plan allows in AI calls this billing month, and what is used. The plan
 * is its owner's (who pays); a trial has the Starter plan's limits for 14 days (shared/plans).
 */
export interface CallAllowance {
  plan: EffectivePlan;
  used: number;
  limit: number;
  /** The organization's billing period, and when it renews. */
  period: string;
  renewsOn: string;
  /** The caller's own billing period (their counter). */
  userPeriod: string;
}

export const organizationPlan = async (organizationId: string): Promise<EffectivePlan> => {
  const facts = await organizationPlanFacts(organizationId);
  return effectivePlan(facts.plan, facts.planStartDate);
};

export const callAllowance = async (
  auth: { organizationId: string; userId: string; timezone: string },
  now = new Date(),
): Promise<CallAllowance> => {
  const billing = await billingOf(auth.userId, auth.organizationId);
  const anchors = billing.anchors;
  const plan = effectivePlan(billing.plan.plan, billing.plan.planStartDate);
  const period = billingPeriodStart(anchors.organization, now, auth.timezone);
  return {
    plan,
    used: await readOrganizationCallUsage(auth.organizationId, period),
    limit: plan.limits.aiCallsPerMonth,
    period,
    renewsOn: nextBillingPeriodStart(anchors.organization, now, auth.timezone),
    userPeriod: billingPeriodStart(anchors.user, now, auth.timezone),
  };
};

const calls = (n: number) => `${n.toLocaleString('en-US')} AI call${n === 1 ? '' : 's'}`;

/** Why no AI call may be placed now, naming the limit and the plan that lifts it; null: one may. */
export const allowanceProblem = (allowance: CallAllowance): string | null => {
  const { plan, used, limit } = allowance;
  if (plan.expired) {
    const next = firstPlanWithCalls();
    return `Your ${TRIAL_DAYS}-day trial has ended. Choose a plan to keep calling: ${next.name} has ${calls(next.aiCallsPerMonth)} a month.`;
  }
  if (limit === 0) {
    const next = firstPlanWithCalls();
    return `The ${plan.name} plan has no AI calling. Upgrade to ${next.name} for ${calls(next.aiCallsPerMonth)} a month.`;
  }
  if (used >= limit) {
    const next = planWithMoreCalls(limit);
    const lift = next
      ? ` Upgrade to ${next.name} for ${calls(next.aiCallsPerMonth)} a month.`
      : ' Contact us to raise it.';
    return `You have used all ${calls(limit)} of your ${plan.name} plan this month; they renew on ${allowance.renewsOn}.${lift}`;
  }
  return null;
};

/**
 * The writes that take one AI call of the month for a call being queued: refused in the same
 * transaction when another call took the last one meanwhile (two clicks never pass the limit).
 */
export const reserveCallWrites = (
  auth: { organizationId: string; userId: string },
  allowance: CallAllowance,
): Write[] =>
  callUsageReserveWrites(
    auth.organizationId,
    auth.userId,
    allowance,
    () =>
      new LimitExceededError(
        allowanceProblem({ ...allowance, used: allowance.limit }) ?? 'No AI calls left',
      ),
  );

/** Gives a reserved AI call back (the call never connected). */
export const releaseCallWrites = (
  organizationId: string,
  userId: string,
  usage: { userPeriod: string; organizationPeriod: string },
): Write[] => callUsageReleaseWrites(organizationId, userId, usage);
