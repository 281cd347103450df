import type {
  SubscriptionStatus,
  SubscriptionUsage,
} from '@salesflow/shared/plans/subscription.schema';

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Free trial',
  trial_expired: 'Trial ended',
  active: 'Active',
  past_due: 'Payment due',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
};

export const STATUS_COLORS: Record<
  SubscriptionStatus,
  'success' | 'warning' | 'error' | 'default'
> = {
  trialing: 'default',
  trial_expired: 'error',
  active: 'success',
  past_due: 'warning',
  suspended: 'error',
  cancelled: 'default',
};

export const day = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date(iso),
      )
    : '';

/** The plan's one line of where it stands: when it renews, ends or changes. */
export const planLine = (usage: SubscriptionUsage): string => {
  if (usage.status === 'trialing') return `Your free trial ends on ${day(usage.trialEndsAt)}.`;
  if (usage.status === 'trial_expired')
    return 'Your trial has ended: SalesFlow is read-only until you choose a plan.';
  if (usage.status === 'suspended')
    return 'A payment did not go through: SalesFlow is read-only until it is paid.';
  if (usage.status === 'past_due')
    return 'A payment did not go through. Razorpay tries again for up to 7 days.';
  if (usage.status === 'cancelled') return `Your plan ended on ${day(usage.periodEnd)}.`;
  if (usage.cancelsOn) return `Cancelled: your plan stays until ${day(usage.cancelsOn)}.`;
  if (usage.pendingPlan) return `Changes to ${usage.pendingPlan} on ${day(usage.periodEnd)}.`;
  return usage.periodEnd ? `Renews on ${day(usage.periodEnd)}.` : 'Set up by SalesFlow.';
};

export const limitText = (used: number, limit: number | null) =>
  limit === null
    ? `${used.toLocaleString('en-US')} (unlimited)`
    : `${used.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')}`;
