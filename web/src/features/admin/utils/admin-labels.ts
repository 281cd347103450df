import {
  ACCOUNT_STATUS_LABELS,
  type AccountStatus,
  type AdminAccount,
  type AdminAnalyticsRange,
  type AdminPayment,
} from '@salesflow/shared/admin/admin.schema';
import type { PlanId } from '@salesflow/shared/auth/auth-user';
import { formatUsd } from '@salesflow/shared/money/money';
import { planById } from '@salesflow/shared/plans/plans';
import { timeAgo } from '../../../lib/time-ago';

/** A chip's colour: the theme palette it is tinted from, or grey. */
export type Tone = 'success' | 'info' | 'error' | 'default';

/** Plan names as the plan table writes them ("Professional"), and "Trial". */
export const planLabel = (plan: PlanId): string =>
  plan === 'trial' ? 'Trial' : planById(plan).name;

/** Active green, trial blue, suspended red; an ended trial and a cancelled account grey. */
export const ACCOUNT_STATUS_TONES: Record<AccountStatus, Tone> = {
  active: 'success',
  trial: 'info',
  expired: 'default',
  suspended: 'error',
  cancelled: 'default',
};

export const accountStatusLabel = (status: AccountStatus): string => ACCOUNT_STATUS_LABELS[status];

export const PAYMENT_STATUS_LABELS: Record<AdminPayment['status'], string> = {
  captured: 'Captured',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const PAYMENT_STATUS_TONES: Record<AdminPayment['status'], Tone> = {
  captured: 'success',
  failed: 'error',
  refunded: 'default',
};

export const ANALYTICS_RANGE_LABELS: Record<AdminAnalyticsRange, string> = {
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};

/** Whole cents as US dollars without decimals (the platform's totals are in USD). */
export const formatCents = (cents: number): string => formatUsd(cents / 100);

/** A payment's amount in its own currency, without decimals like every amount in the app. */
export const formatPaymentAmount = (cents: number, currency: string): string => {
  if (currency.toUpperCase() === 'USD') return formatCents(cents);
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }).format(cents / 100);
  } catch {
    return `${formatCents(cents).replace('$', '')} ${currency}`;
  }
};

export const formatCount = (count: number): string => count.toLocaleString('en-US');

/** "1 contact", "1,234 contacts". */
export const countLabel = (count: number, singular: string, plural = `${singular}s`): string =>
  `${formatCount(count)} ${count === 1 ? singular : plural}`;

/** The owner's name, or their email when the account has no name. */
export const accountName = (account: Pick<AdminAccount, 'firstName' | 'lastName' | 'email'>) =>
  [account.firstName, account.lastName].filter(Boolean).join(' ').trim() || account.email;

type Usage = Pick<AdminAccount, 'contactsUsed' | 'aiCallsUsed'>;

/** "12 contacts" and "3 AI calls". */
export const usageParts = (account: Usage): [string, string] => [
  countLabel(account.contactsUsed, 'contact'),
  countLabel(account.aiCallsUsed, 'AI call'),
];

/** "12 contacts · 3 AI calls". */
export const usageLabel = (account: Usage): string => usageParts(account).join(' · ');

/** "3 hours ago", or "Never" for an account nobody has used. */
export const lastActiveLabel = (at: string | null, now: Date = new Date()): string =>
  at ? timeAgo(at, now) : 'Never';
