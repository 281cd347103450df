import type {
  SubscriptionLimits,
  SubscriptionUsage,
} from '@salesflow/shared/plans/subscription.schema';
import { readOnlyReason } from '../../platform/auth/access';
import type { AuthContext } from '../../platform/auth/session';
import { callAllowance, organizationPlan } from '../ai-calls/records/call-allowance.service';
import { contactCount } from '../contacts/contacts.service';
import { userById } from '../directory/user-directory.service';
import { findOrganizationAccess, organizationOf } from '../organizations/organizations.service';
import { findSubscription } from './billing.repository';
import { refundable } from './refund-rules';
import { erasureDate, usageStatusOf } from './subscription-lifecycle-rules';

/** Who may change the plan (its owner, who pays) and how the others are told to ask. */
const planChanger = async (auth: AuthContext, ownerId: string) => {
  const owner = await userById(ownerId);
  return {
    canChangePlan: auth.role === 'owner',
    ownerName: [owner?.firstName, owner?.lastName].filter(Boolean).join(' ') || owner?.email || '',
  };
};

/**
 * GET /api/subscription/usage: the organization's plan and what it uses of it, from the counters
 * (contacts: the organization's, AI calls: this billing month's, members: active memberships).
 */
export const subscriptionUsage = async (
  auth: AuthContext,
  now = new Date(),
): Promise<SubscriptionUsage> => {
  const [allowance, contacts, organization, paid] = await Promise.all([
    callAllowance(auth, now),
    contactCount(auth),
    organizationOf(auth.organizationId),
    findSubscription(auth.organizationId),
  ]);
  const { plan } = allowance;
  return {
    plan: plan.id,
    planName: plan.name,
    status: usageStatusOf(plan, paid),
    billingCycle: plan.id === 'trial' ? null : (paid?.billingCycle ?? 'monthly'),
    pendingPlan: paid?.pendingPlanId ?? null,
    periodEnd: plan.id === 'trial' ? null : (paid?.currentEnd ?? null),
    cancelsOn: paid?.cancelAt ?? null,
    refundable: refundable(paid, now),
    trialEndsAt: plan.trialEndsAt,
    renewsOn: allowance.renewsOn,
    contacts: { used: contacts, limit: plan.limits.contactLimit },
    aiCalls: { used: allowance.used, limit: allowance.limit },
    members: { used: organization.currentMembers, limit: organization.maxMembers },
    ...(await planChanger(auth, organization.ownerId)),
  };
};

/** GET /api/subscription/limits: what the plan allows. */
export const subscriptionLimits = async (
  auth: AuthContext,
  now = new Date(),
): Promise<SubscriptionLimits> => {
  const [plan, organization, access, paid] = await Promise.all([
    organizationPlan(auth.organizationId),
    organizationOf(auth.organizationId),
    findOrganizationAccess(auth.organizationId),
    findSubscription(auth.organizationId),
  ]);
  // Once its data is erased, there is nothing left to export: say what happened instead.
  const reason = paid?.erasureStartedAt
    ? 'Your subscription has ended and, 30 days later, its data was deleted. Choose a plan to start again.'
    : readOnlyReason(access, now);
  return {
    plan: plan.id,
    planName: plan.name,
    contacts: plan.limits.contactLimit,
    aiCallsPerMonth: plan.limits.aiCallsPerMonth,
    members: organization.maxMembers,
    concurrentCalls: plan.limits.concurrentCalls,
    readOnly: reason !== null,
    readOnlyReason: reason,
    dataErasedOn: access.block === 'closed' ? erasureDate(paid) : null,
    ...(await planChanger(auth, organization.ownerId)),
  };
};
