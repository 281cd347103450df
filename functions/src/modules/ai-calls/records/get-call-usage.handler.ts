import type { CallUsage } from '@salesflow/shared/ai-calls/ai-call.schema';
import { json } from '../../../platform/http/http-result';
import { route } from '../../../platform/http/route';
import { callAllowance } from './call-allowance.service';

/** GET /api/ai-calling/usage: this month's AI calls used of the plan's, for the calling screen. */
export const handler = route({}, async ({ auth }) => {
  const allowance = await callAllowance(auth);
  const usage: CallUsage = {
    planId: allowance.plan.id,
    planName: allowance.plan.name,
    used: allowance.used,
    limit: allowance.limit,
    renewsOn: allowance.renewsOn,
    trialEndsAt: allowance.plan.trialEndsAt,
    trialExpired: allowance.plan.expired,
    concurrentCalls: allowance.plan.limits.concurrentCalls,
  };
  return json(200, usage);
});
