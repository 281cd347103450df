import { PLANS } from '@salesflow/shared/plans/plans';

/** `/?signup=true[&plan=<id>]`: the signup entry, with the plan chosen on the pricing page. */
export const signupRequest = (search: string): { planName: string | null } | null => {
  const params = new URLSearchParams(search);
  if (params.get('signup') !== 'true') return null;
  const plan = PLANS.find((candidate) => candidate.id === params.get('plan'));
  return { planName: plan?.name ?? null };
};
