import * as z from 'zod/mini';
import type { PlanId } from '../auth/auth-user';
import { PLAN_IDS } from '../auth/auth-user';
import { cleanText } from '../text/text-fields';

/**
 * The operators' admin dashboard (/app/admin, platform operators only; document 2, "Admin
 * dashboard", made real). An account is a customer: an organization and the owner who pays for
 * it. Money is in US dollars, whole cents in `...Cents` fields.
 */
export const ACCOUNT_STATUSES = ['trial', 'expired', 'active', 'suspended', 'cancelled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  trial: 'Trial',
  expired: 'Trial ended',
  active: 'Active',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
};

/** GET /api/admin/overview. */
export interface AdminOverview {
  totalUsers: number;
  totalAccounts: number;
  /** Paid subscriptions that are active (or within their payment retries). */
  activeSubscriptions: number;
  /** Active subscriptions as a percent of all accounts, one decimal. */
  conversionRate: number;
  monthlyRecurringRevenueCents: number;
  /** Subscriptions that ended in the last 30 days, as a percent of those active then, one decimal. */
  churnRate: number;
  /** MRR divided by the active subscriptions. */
  averageRevenuePerAccountCents: number;
  /** Payments captured less refunds, ever. */
  totalRevenueCents: number;
  /** Accounts by plan (trial included), with their share in percent, one decimal. */
  planDistribution: { plan: PlanId; accounts: number; percent: number }[];
  /** Accounts by status. */
  statusCounts: Record<AccountStatus, number>;
  /** The newest accounts, newest first. */
  recentSignups: AdminAccount[];
}

/** One account as the Users tab lists it. */
export interface AdminAccount {
  organizationId: string;
  organizationName: string;
  ownerId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  plan: PlanId;
  status: AccountStatus;
  /** Why an operator suspended it; null unless suspended by an operator. */
  suspendedReason: string | null;
  trialEndsAt: string | null;
  contactsUsed: number;
  /** AI calls in the current billing period. */
  aiCallsUsed: number;
  members: number;
  revenueCents: number;
  createdAt: string;
  lastActiveAt: string | null;
}

export interface AdminAccountPage {
  items: AdminAccount[];
  nextCursor: string | null;
}

const SEARCH_MESSAGE = 'Search must be at most 100 characters';

/** GET /api/admin/accounts: search by email or name (how they begin), filter by plan and status. */
export const adminAccountsQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, SEARCH_MESSAGE))),
  plan: z.optional(
    z.enum(PLAN_IDS, {
      error: 'Plan must be one of trial, basic, starter, professional, enterprise',
    }),
  ),
  status: z.optional(
    z.enum(ACCOUNT_STATUSES, {
      error: 'Status must be one of trial, expired, active, suspended, cancelled',
    }),
  ),
  limit: z._default(
    z.coerce
      .number({ error: 'Limit must be a whole number from 1 to 100' })
      .check(
        z.int('Limit must be a whole number from 1 to 100'),
        z.gte(1, 'Limit must be a whole number from 1 to 100'),
        z.lte(100, 'Limit must be a whole number from 1 to 100'),
      ),
    25,
  ),
  cursor: z.optional(z.string().check(z.maxLength(2000, 'Not a valid cursor'))),
});
export type AdminAccountsQuery = z.output<typeof adminAccountsQuerySchema>;

const REASON_MESSAGE = 'Say why (for the audit log)';
const reasonField = z
  .string({ error: REASON_MESSAGE })
  .check(
    z.trim(),
    z.minLength(1, REASON_MESSAGE),
    z.maxLength(500, 'The reason must be at most 500 characters'),
    cleanText('multi'),
  );

/**
 * PUT /api/admin/accounts/{id}/suspension: suspend (every member of the account is refused at
 * once, on their next request) or reactivate. Recorded in the audit log with the reason.
 */
export const suspensionSchema = z.object({
  suspended: z.boolean({ error: 'Say whether the account is suspended (true or false)' }),
  reason: reasonField,
});
export type SuspensionInput = z.output<typeof suspensionSchema>;

/** GET /api/admin/payments. */
export interface AdminPayments {
  /** Captured, ever (before refunds). */
  capturedCents: number;
  refundedCents: number;
  netCents: number;
  /** Captured in the last 30 days. */
  last30DaysCents: number;
  payments: number;
  /** Refunds asked for that Razorpay has not yet processed. */
  pendingRefunds: number;
  pendingRefundCents: number;
  recent: AdminPayment[];
}

export interface AdminPayment {
  paymentId: string;
  organizationId: string;
  organizationName: string;
  amountCents: number;
  refundedCents: number;
  currency: string;
  method: string;
  status: 'captured' | 'failed' | 'refunded';
  description: string;
  at: string;
}

export const ADMIN_ANALYTICS_RANGES = ['30d', '90d', '1y'] as const;
export type AdminAnalyticsRange = (typeof ADMIN_ANALYTICS_RANGES)[number];

export const adminAnalyticsQuerySchema = z.object({
  range: z._default(
    z.enum(ADMIN_ANALYTICS_RANGES, { error: 'Range must be one of 30d, 90d, 1y' }),
    '30d',
  ),
});

/** GET /api/admin/analytics?range=: per day (30d, 90d) or per month (1y), oldest first. */
export interface AdminAnalytics {
  range: AdminAnalyticsRange;
  granularity: 'day' | 'month';
  points: {
    /** A day (`YYYY-MM-DD`) or a month (`YYYY-MM`), UTC. */
    period: string;
    signups: number;
    newSubscriptions: number;
    churned: number;
    revenueCents: number;
    aiCalls: number;
  }[];
}

/** GET /api/admin/audit-log?month=yyyy-mm: `{ items }`, one operator action each, newest first. */
export interface AdminAuditEntry {
  id: string;
  at: string;
  operatorId: string;
  operatorEmail: string;
  action: 'set-plan' | 'suspend' | 'reactivate';
  organizationId: string;
  /**
   * `organizationName` on every entry written since the admin dashboard; for `set-plan` also
   * `from`, `to`, `maxMembers` and, for a trial, `trialEndsAt`.
   */
  detail: Record<string, unknown>;
  reason: string;
}
