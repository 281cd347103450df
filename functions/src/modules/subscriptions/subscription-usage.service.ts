import type { EffectivePlan } from '@salesflow/shared/plans/plans';
import type {
  SubscriptionLimits,
  SubscriptionStatus,
  SubscriptionUsage,
} from '@salesflow/shared/plans/subscription.schema';
import type { AuthContext } from '../../platform/auth/session';
import { callAllowance, organizationPlan } from '../ai-calls/call-allowance.service';
import { contactCount } from '../contacts/contacts.service';
import { organizationOf } from '../teams/teams.service';

/** Until billing records payments, a paid plan is active and a trial is trialing or expired. */
const statusOf = (plan: EffectivePlan): SubscriptionStatus =>
  plan.id === 'trial' ? (plan.expired ? 'trial_expired' : 'trialing') : 'active';

/**
 * GET /api/subscription/usage: the organization's plan and what it uses of it, from the counters
 * (contacts: the organization's, AI calls: this billing month's, members: active memberships).
 */
export const subscriptionUsage = async (
  auth: AuthContext,
  now = new Date(),
): Promise<SubscriptionUsage> => {
  const [allowance, contacts, organization] = await Promise.all([
    callAllowance(auth, now),
    contactCount(auth),
    organizationOf(auth.organizationId),
  ]);
  const { plan } = allowance;
  return {
    plan: plan.id,
    planName: plan.name,
    status: statusOf(plan),
    billingCycle: plan.id === 'trial' ? null : 'monthly',
    trialEndsAt: plan.trialEndsAt,
    renewsOn: allowance.renewsOn,
    contacts: { used: contacts, limit: plan.limits.contactLimit },
    aiCalls: { used: allowance.used, limit: allowance.limit },
    members: { used: organization.currentMembers, limit: organization.maxMembers },
  };
};

/** GET /api/subscription/limits: what the plan allows. */
export const subscriptionLimits = async (auth: AuthContext): Promise<SubscriptionLimits> => {
  const [plan, organization] = await Promise.all([
    organizationPlan(auth.organizationId),
    organizationOf(auth.organizationId),
  ]);
  return {
    plan: plan.id,
    planName: plan.name,
    contacts: plan.limits.contactLimit,
    aiCallsPerMonth: plan.limits.aiCallsPerMonth,
    members: organization.maxMembers,
    concurrentCalls: plan.limits.concurrentCalls,
    readOnly: plan.expired,
  };
};
