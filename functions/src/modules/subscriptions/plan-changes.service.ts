import { type Plan, planById } from '@salesflow/shared/plans/plans';
import type {
  SetPlanInput,
  UpgradeAnswer,
  UpgradeInput,
} from '@salesflow/shared/plans/subscription.schema';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { ConflictError, ValidationError } from '../../platform/errors';
import { razorpayKeys, razorpayRequest } from '../../platform/payments/razorpay-client';
import { sendFromOutbox } from '../../platform/queue/outbox';
import { organizationPlan } from '../ai-calls/records/call-allowance.service';
import { userById } from '../directory/user-directory.service';
import { releaseHeldLeadsLater } from '../held-leads/held-leads.service';
import { organizationOf, planStateWrite } from '../organizations/organizations.service';
import { findSubscription } from './billing.repository';
import { applySubscriptionState } from './billing-events.service';
import { razorpayPlanFor, refused } from './checkout.service';
import { openCheckout } from './checkout-claim.service';
import { commitCounted } from './counted-commit';
import { billingDetailsForCheckout } from './invoices.service';
import {
  billingDay,
  memberCeiling,
  planChangeWay,
  planOverLimits,
  planSetByHand,
  runningSubscription,
} from './plan-change-rules';
import { cancelWithCredit, endAtPeriodEnd, schedulePlan } from './plan-switch.service';
import type { RazorpaySubscription } from './razorpay-entities';
import { subscriptionUsage } from './subscription-usage.service';
import {
  type AuditEntry,
  auditEntriesOf,
  auditWrite,
  ownerPlanWrite,
} from './subscriptions.repository';

const WHERE_BILLED =
  'Before the first payment, say where you are billed: your country and, in India, your state. They decide the GST on your invoice.';

/** A new subscription is paid through Checkout only once it is known where it is billed. */
const requireBillingDetails = async (auth: AuthContext, input: UpgradeInput) => {
  if (!(await billingDetailsForCheckout(auth, input.billingDetails))) {
    throw new ValidationError([{ field: 'billingDetails', message: WHERE_BILLED }], WHERE_BILLED);
  }
};

/** What must go before the organization fits a smaller plan; null when it fits. */
const tooBigFor = async (auth: AuthContext, plan: Plan): Promise<string | null> => {
  const usage = await subscriptionUsage(auth);
  return planOverLimits(plan, { contacts: usage.contacts.used, members: usage.members.used });
};

/**
 * POST /api/subscription/upgrade. Without a paid subscription: a Razorpay subscription for the
 * plan, which the page's Checkout pays (`checkout` in the answer). With one paid by card: the
 * plan changes in place, a bigger one at once (Razorpay charges the difference pro rata), a
 * smaller one at the end of the billing period. Paid by UPI or e-mandate, which Razorpay cannot
 * update: a bigger plan cancels the subscription, refunds the unused part of the period and
 * starts a new one through Checkout; a smaller one ends the subscription with the period. A
 * smaller plan is refused while the organization has more than it holds, naming what to remove.
 */
export const upgradePlan = async (
  auth: AuthContext,
  input: UpgradeInput,
): Promise<UpgradeAnswer> => {
  const cycle = input.billingCycle ?? 'monthly';
  const wanted = planById(input.planId);
  const [current, paid] = await Promise.all([
    organizationPlan(auth.organizationId),
    findSubscription(auth.organizationId),
  ]);
  const running = runningSubscription(paid);
  const currentLimits = running ? planById(running.planId) : current.limits;
  const way = planChangeWay(running, currentLimits, wanted, cycle);
  if (way === 'already') {
    throw new ConflictError(`You are already on the ${wanted.name} plan.`);
  }
  const problem = await tooBigFor(auth, wanted);
  if (problem) throw new ConflictError(problem);
  const keys = razorpayKeys();
  if (!keys) {
    throw new ConflictError(
      `Payments are not configured yet, so your plan was not changed. Write to sales@salesflow.app and we will move you to ${wanted.name}.`,
    );
  }
  if (!running) {
    await requireBillingDetails(auth, input);
    const razorpayPlanId = await razorpayPlanFor(keys, wanted, cycle);
    const { checkout } = await openCheckout(
      auth,
      keys,
      { planId: wanted.id, cycle, razorpayPlanId },
      { runningId: paid?.subscriptionId ?? null },
    ).catch(refused);
    return {
      success: true,
      message: `Complete the payment to start the ${wanted.name} plan.`,
      checkout,
    };
  }
  if (way === 'ends-with-period') {
    await endAtPeriodEnd(keys, auth.organizationId, running, wanted.id);
    return {
      success: true,
      message: `Your ${planById(running.planId).name} plan ends on ${billingDay(running.currentEnd)}. Then choose ${wanted.name} and pay for it to continue.`,
    };
  }
  if (way === 'replaced') {
    await requireBillingDetails(auth, input);
    const razorpayPlanId = await razorpayPlanFor(keys, wanted, cycle);
    const { checkout, prepared: credit } = await openCheckout(
      auth,
      keys,
      { planId: wanted.id, cycle, razorpayPlanId },
      { runningId: running.subscriptionId, prepare: () => cancelWithCredit(keys, running) },
    ).catch(refused);
    return {
      success: true,
      message: `Complete the payment to start the ${wanted.name} plan.${credit ? ` ${credit} for the unused part of your current plan is refunded to you.` : ''}`,
      checkout,
    };
  }
  const razorpayPlanId = await razorpayPlanFor(keys, wanted, cycle);
  const changed = await razorpayRequest<RazorpaySubscription>(
    keys,
    'PATCH',
    `/subscriptions/${encodeURIComponent(running.subscriptionId)}`,
    {
      plan_id: razorpayPlanId,
      schedule_change_at: way === 'scheduled' ? 'cycle_end' : 'now',
      customer_notify: 1,
    },
  ).catch(refused);
  if (way === 'scheduled') {
    await schedulePlan(auth.organizationId, running, wanted.id);
    return {
      success: true,
      message: `Your plan changes to ${wanted.name} on ${billingDay(running.currentEnd)}, when this billing period ends.`,
    };
  }
  await applySubscriptionState(changed, Math.floor(Date.now() / 1000), { changed: true });
  return {
    success: true,
    message: `You are on the ${wanted.name} plan now. The difference for the rest of this period is charged pro rata.`,
  };
};

export interface PlanSetByHand {
  organizationId: string;
  plan: SetPlanInput['planId'];
  planStartDate: string;
  planEndDate: string | null;
  maxMembers: number;
}

/**
 * PUT /api/admin/organizations/{id}/plan (platform operators): sets the organization's plan at
 * once, a trial for `trialDays` from now (14 unless told), with the plan's member ceiling, and
 * records who did it and why in the audit log, in one transaction.
 */
export const setOrganizationPlan = async (
  operator: AuthContext,
  organizationId: string,
  input: SetPlanInput,
  now = new Date(),
): Promise<PlanSetByHand> => {
  const [organization, before, operatorUser] = await Promise.all([
    organizationOf(organizationId),
    organizationPlan(organizationId),
    userById(operator.userId),
  ]);
  const at = now.toISOString();
  const { trial, planStartDate, planEndDate, limitsOf } = planSetByHand(input, now);
  const maxMembers = memberCeiling(planById(limitsOf));
  const entry: AuditEntry = {
    id: newId(),
    at,
    operatorId: operator.userId,
    operatorEmail: operatorUser?.email ?? '',
    action: 'set-plan',
    organizationId,
    detail: {
      organizationName: organization.name,
      from: before.id,
      to: input.planId,
      ...(trial ? { trialEndsAt: planEndDate } : {}),
      maxMembers,
    },
    reason: input.reason,
  };
  // A plan with more room: held leads become contacts (the held-leads worker).
  const release = releaseHeldLeadsLater(organizationId);
  await commitCounted(organizationId, [
    ownerPlanWrite(
      organization.ownerId,
      { id: input.planId, startDate: planStartDate, endDate: planEndDate },
      at,
    ),
    planStateWrite(
      organizationId,
      { maxMembers, trialEndsAt: trial ? planEndDate : null, block: null },
      at,
    ),
    auditWrite(entry),
    release.write,
  ]);
  await sendFromOutbox(release.entry);
  return { organizationId, plan: input.planId, planStartDate, planEndDate, maxMembers };
};

/** GET /api/admin/audit-log?month=yyyy-mm (platform operators): that month's newest 200. */
export const auditLog = (month: string): Promise<AuditEntry[]> => auditEntriesOf(month);
