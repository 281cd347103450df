import type { CallUsage } from '@salesflow/shared/ai-calls/ai-call.schema';

/** From this share of the month's AI calls on, the screen warns. */
export const USAGE_WARNING_SHARE = 0.9;

/** Why no real AI call can be placed now, or null when one can. */
export const realCallBlock = (usage: CallUsage | undefined): string | null => {
  if (!usage) return null;
  if (usage.trialExpired) {
    return 'Your free trial has ended: choose a plan to place real AI calls.';
  }
  if (usage.limit <= 0) return `The ${usage.planName} plan has no AI calls.`;
  if (usage.used >= usage.limit) {
    return `All ${usage.limit} AI calls of this month are used; they renew on ${usage.renewsOn}.`;
  }
  return null;
};

/** "AI calls this month: 12 of 100 · Starter · renews 2026-12-01" */
export const usageLine = (usage: CallUsage): string =>
  `AI calls this month: ${usage.used} of ${usage.limit} · ${usage.planName} · renews ${usage.renewsOn}`;

/** The share used, 0-100, for the progress bar. */
export const usagePercent = (usage: CallUsage): number =>
  usage.limit > 0 ? Math.min(100, Math.round((usage.used / usage.limit) * 100)) : 100;

export const nearLimit = (usage: CallUsage): boolean =>
  usage.limit > 0 && usage.used < usage.limit && usage.used >= usage.limit * USAGE_WARNING_SHARE;
