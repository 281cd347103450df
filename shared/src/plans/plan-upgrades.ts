import { type EffectivePlan, PLANS, type Plan, TRIAL_DAYS } from './plans';

/** The cheapest plan that holds more contacts than `limit` (null: none does). */
export const planWithMoreContacts = (limit: number): Plan | null =>
  PLANS.find((plan) => plan.contactLimit === null || plan.contactLimit > limit) ?? null;

const contacts = (n: number | null) =>
  n === null ? 'unlimited contacts' : `up to ${n.toLocaleString('en-US')} contacts`;

/**
 * Why no more contacts fit, naming the limit and the plan that lifts it; null when `adding` more
 * fit beside the `used` ones.
 */
export const contactRoomProblem = (
  plan: EffectivePlan,
  used: number,
  adding: number,
): string | null => {
  if (plan.expired) {
    return `Your ${TRIAL_DAYS}-day trial has ended, so no contacts can be added. Choose a plan to keep adding leads; your contacts are kept.`;
  }
  const limit = plan.limits.contactLimit;
  if (limit === null || used + adding <= limit) return null;
  const next = planWithMoreContacts(limit);
  const lift = next
    ? `Upgrade to ${next.name} for ${contacts(next.contactLimit)}.`
    : 'Contact us to raise it.';
  return `Your ${plan.name} plan holds ${contacts(limit)} and you have ${used.toLocaleString('en-US')}. ${lift}`;
};

/** The cheapest plan for more members than `members` (null: none is). */
export const planWithMoreMembers = (members: number): Plan | null =>
  PLANS.find((plan) => plan.maxUsers === null || plan.maxUsers > members) ?? null;

/** How to get more members than the plan's `limit`, as a sentence. */
export const moreMembersHint = (limit: number): string => {
  const next = planWithMoreMembers(limit);
  if (!next) return 'Contact us to raise it.';
  return `Upgrade to ${next.name} for ${next.maxUsers === null ? 'more' : `up to ${next.maxUsers}`} members.`;
};
