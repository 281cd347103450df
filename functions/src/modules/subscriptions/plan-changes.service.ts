import { planById, TRIAL_DAYS } from '@salesflow/shared/plans/plans';
import type {
  SetPlanInput,
  UpgradeAnswer,
  UpgradeInput,
} from '@salesflow/shared/plans/subscription.schema';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { commit } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import { organizationPlan } from '../ai-calls/call-allowance.service';
import { userById } from '../auth/user-directory.service';
import { organizationOf } from '../teams/teams.service';
import {
  type AuditEntry,
  auditEntriesOf,
  auditWrite,
  memberCeilingWrite,
  ownerPlanWrite,
} from './subscriptions.repository';

const DAY_MS = 86_400_000;
/** The member ceiling of a plan with no upper bound ("10+"). */
const UNBOUNDED_MEMBERS = 10_000;

/**
 * POST /api/subscription/upgrade: paying for a plan needs the payment provider (Razorpay), which
 * is not set up in this version, so the plan does not change and the answer says so.
 */
export const upgradePlan = async (
  auth: AuthContext,
  input: UpgradeInput,
): Promise<UpgradeAnswer> => {
  const current = await organizationPlan(auth.organizationId);
  const wanted = planById(input.planId);
  if (current.id === wanted.id) {
    throw new ConflictError(`You are already on the ${wanted.name} plan.`);
  }
  throw new ConflictError(
    `Payments are not configured yet, so your plan was not changed. Write to sales@salesflow.app and we will move you to ${wanted.name}.`,
  );
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
  const trial = input.planId === 'trial';
  const days = input.trialDays ?? TRIAL_DAYS;
  // A trial ends TRIAL_DAYS after it starts (shared/plans): it "started" so as to end in `days`.
  const planStartDate = trial
    ? new Date(now.getTime() + (days - TRIAL_DAYS) * DAY_MS).toISOString()
    : at;
  const planEndDate = trial ? new Date(now.getTime() + days * DAY_MS).toISOString() : null;
  const limits = planById(
    trial ? 'starter' : (input.planId as Exclude<typeof input.planId, 'trial'>),
  );
  const maxMembers = limits.maxUsers ?? UNBOUNDED_MEMBERS;
  const entry: AuditEntry = {
    id: newId(),
    at,
    operatorId: operator.userId,
    operatorEmail: operatorUser?.email ?? '',
    action: 'set-plan',
    organizationId,
    detail: {
      from: before.id,
      to: input.planId,
      ...(trial ? { trialEndsAt: planEndDate } : {}),
      maxMembers,
    },
    reason: input.reason,
  };
  await commit([
    ownerPlanWrite(
      organization.ownerId,
      { id: input.planId, startDate: planStartDate, endDate: planEndDate },
      at,
    ),
    memberCeilingWrite(organizationId, maxMembers, at),
    auditWrite(entry),
  ]);
  return { organizationId, plan: input.planId, planStartDate, planEndDate, maxMembers };
};

/** GET /api/admin/audit-log?month=yyyy-mm (platform operators): that month's newest 200. */
export const auditLog = (month: string): Promise<AuditEntry[]> => auditEntriesOf(month);
