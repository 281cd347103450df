import type { AdminAccount } from '@salesflow/shared/admin/admin.schema';
import type { PlanId } from '@salesflow/shared/auth/auth-user';
import { TRIAL_DAYS } from '@salesflow/shared/plans/plans';
import { type SetPlanInput, setPlanSchema } from '@salesflow/shared/plans/subscription.schema';
import { type FieldOf, formValidation, useValidatedForm } from '../../../lib/use-validated-form';

export interface PlanFormValues {
  planId: PlanId;
  /** As typed; only sent (and only shown) for a trial. */
  trialDays: string;
  reason: string;
}

const FIELDS = new Map<unknown, keyof PlanFormValues>([
  ['planId', 'planId'],
  ['trialDays', 'trialDays'],
  ['reason', 'reason'],
]);
const fieldOf: FieldOf<PlanFormValues> = (name) => FIELDS.get(name);

const DAY_MS = 86_400_000;

/**
 * The days a trial has left (1 to 90), so that choosing Trial for a trial keeps its end until the
 * operator changes it; 14, a new trial's length, for any other account.
 */
export const trialDaysLeft = (account: AdminAccount, now: Date = new Date()): number => {
  if (account.plan !== 'trial' || !account.trialEndsAt) return TRIAL_DAYS;
  const left = Math.ceil((Date.parse(account.trialEndsAt) - now.getTime()) / DAY_MS);
  return Number.isFinite(left) ? Math.min(90, Math.max(1, left)) : TRIAL_DAYS;
};

export const planFormInitial = (account: AdminAccount, now?: Date): PlanFormValues => ({
  planId: account.plan,
  trialDays: String(trialDaysLeft(account, now)),
  reason: '',
});

/** Empty stays absent (the server then gives 14 days); anything else goes as a number to check. */
const daysOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.trim());

/** Checks the form with the server's own schema; trial days only go with a trial. */
export const validatePlanForm = (values: PlanFormValues) =>
  formValidation(
    setPlanSchema.safeParse({
      planId: values.planId,
      trialDays: values.planId === 'trial' ? daysOf(values.trialDays) : undefined,
      reason: values.reason,
    }),
    fieldOf,
    (data): SetPlanInput => data,
  );

export const usePlanForm = (account: AdminAccount) =>
  useValidatedForm(planFormInitial(account), { validate: validatePlanForm, fieldOf });
