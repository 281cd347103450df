import {
  ACCOUNT_STATUSES,
  type AccountStatus,
  type AdminAccount,
  type AdminAccountPage,
  type AdminAccountsQuery,
  type AdminAnalytics,
  type AdminAnalyticsRange,
  type AdminOverview,
  type AdminPayments,
  type SuspensionInput,
} from '@salesflow/shared/admin/admin.schema';
import { PLAN_IDS } from '@salesflow/shared/auth/auth-user';
import { addDays, daysBetween } from '@salesflow/shared/reports/report-calendar';
import { userKey } from '../../platform/auth/identity.entity';
import type { AuthContext } from '../../platform/auth/session';
import { decodeCursor, encodeCursor } from '../../platform/data/cursor';
import { DEFAULT_TIMEZONE } from '../../platform/data/month-key';
import { platformDaySk, platformMonthSk } from '../../platform/data/platform-stats';
import { readItem } from '../../platform/data/read';
import { commit } from '../../platform/data/unit-of-work';
import { NotFoundError } from '../../platform/errors';
import { refreshAccountLater } from '../../platform/queue/account-figures';
import { sendFromOutbox } from '../../platform/queue/outbox';
import { organizationCallsThisPeriod } from '../ai-calls/records/call-usage.service';
import { contactCount } from '../contacts/contacts.service';
import { findOrganization, operatorSuspensionWrite } from '../organizations/organizations.service';
import { operatorAuditWrite } from '../subscriptions/billing-state.service';
import { refreshAccount } from './account-figures.service';
import { shownStatus } from './account-state';
import { type AccountSummary, accountSummaryKey, accountsIndexKey } from './account-summary.entity';
import {
  listSummaries,
  ownersOf,
  readCallPeriods,
  readPeriods,
  readTotals,
  recentPayments,
  searchSummaries,
  summariesOf,
} from './accounts.repository';

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

/** The listed form of an account: its summary, its usage now and when its owner was last seen. */
const withUsage = async (
  summaries: AccountSummary[],
  now = Date.now(),
): Promise<AdminAccount[]> => {
  const owners = await ownersOf(summaries.map((s) => s.ownerId));
  return Promise.all(
    summaries.map(async (summary) => {
      const [contactsUsed, aiCallsUsed] = await Promise.all([
        contactCount({ organizationId: summary.organizationId }),
        organizationCallsThisPeriod(summary.organizationId, summary.ownerId, DEFAULT_TIMEZONE),
      ]);
      const owner = owners.get(summary.ownerId);
      return {
        organizationId: summary.organizationId,
        organizationName: summary.organizationName,
        ownerId: summary.ownerId,
        email: summary.email,
        firstName: summary.firstName,
        lastName: summary.lastName,
        plan: summary.counted.plan,
        status: shownStatus(summary.counted.status, summary.trialEndsAt, now),
        suspendedReason: summary.suspendedReason,
        trialEndsAt: summary.trialEndsAt,
        contactsUsed,
        aiCallsUsed,
        members: summary.members,
        revenueCents: summary.revenueCents,
        createdAt: summary.createdAt,
        lastActiveAt: typeof owner?.lastActiveAt === 'string' ? owner.lastActiveAt : null,
      };
    }),
  );
};

/** GET /api/admin/overview: the platform's counters, two reads and the newest accounts. */
export const adminOverview = async (now = new Date()): Promise<AdminOverview> => {
  const today = now.toISOString().slice(0, 10);
  const [totals, days, recent] = await Promise.all([
    readTotals(),
    readPeriods(platformDaySk(addDays(today, -29)), platformDaySk(today)),
    listSummaries({ limit: 5 }),
  ]);
  const n = (field: string) => Number(totals[field] ?? 0);
  const accounts = n('accounts');
  const active = n('paid');
  const churned = days.reduce((sum, item) => sum + Number(item.churned ?? 0), 0);
  const statusCounts = Object.fromEntries(
    ACCOUNT_STATUSES.map((status) => [status, n(`status_${status}`)]),
  ) as Record<AccountStatus, number>;
  return {
    totalUsers: n('users'),
    totalAccounts: accounts,
    activeSubscriptions: active,
    conversionRate: percent(active, accounts),
    monthlyRecurringRevenueCents: n('mrrCents'),
    churnRate: percent(churned, active + churned),
    averageRevenuePerAccountCents: active > 0 ? Math.round(n('mrrCents') / active) : 0,
    totalRevenueCents: n('capturedCents') - n('refundedCents'),
    planDistribution: PLAN_IDS.map((plan) => ({
      plan,
      accounts: n(`plan_${plan}`),
      percent: percent(n(`plan_${plan}`), accounts),
    })),
    statusCounts,
    recentSignups: await withUsage(recent.items),
  };
};

interface ListCursor {
  after?: Record<string, unknown>;
  offset?: number;
}

const matches = (query: AdminAccountsQuery, account: AccountSummary, now: number) =>
  (!query.plan || account.counted.plan === query.plan) &&
  (!query.status || shownStatus(account.counted.status, account.trialEndsAt, now) === query.status);

/**
 * GET /api/admin/accounts: newest first, by pages of the accounts index (a search reads the
 * words that begin with it); plan and status filter what is read, up to 10 index pages a call.
 */
export const listAccounts = async (
  query: AdminAccountsQuery,
  now = Date.now(),
): Promise<AdminAccountPage> => {
  const scope = `admin-accounts|${query.search ?? ''}|${query.plan ?? ''}|${query.status ?? ''}`;
  const cursor: ListCursor = query.cursor
    ? (decodeCursor(
        query.cursor,
        scope,
        (v): v is ListCursor => typeof v === 'object' && v !== null,
      ) ?? {})
    : {};
  const search = query.search?.toLowerCase().trim();
  if (search) {
    const found = (await searchSummaries(search, 500)).filter((a) => matches(query, a, now));
    const offset = cursor.offset ?? 0;
    const page = found.slice(offset, offset + query.limit);
    return {
      items: await withUsage(page, now),
      nextCursor:
        offset + query.limit < found.length
          ? encodeCursor({ offset: offset + query.limit }, scope)
          : null,
    };
  }
  const kept: AccountSummary[] = [];
  let after = cursor.after;
  for (let read = 0; read < 10 && kept.length < query.limit; read += 1) {
    const page = await listSummaries({ limit: query.limit, after });
    for (const account of page.items) {
      if (matches(query, account, now) && kept.length < query.limit) kept.push(account);
    }
    after = page.last;
    if (!after) break;
    if (kept.length === query.limit) {
      const last = kept.at(-1) as AccountSummary;
      after = { ...accountSummaryKey(last.organizationId), ...accountsIndexKey(last) };
    }
  }
  return {
    items: await withUsage(kept, now),
    nextCursor: after ? encodeCursor({ after }, scope) : null,
  };
};

/**
 * PUT /api/admin/accounts/{id}/suspension: every member is refused from their next request
 * (the access check reads it with the role); recorded in the audit log; the figures follow.
 */
export const setSuspension = async (
  operator: AuthContext,
  organizationId: string,
  input: SuspensionInput,
): Promise<AdminAccount> => {
  const organization = await findOrganization(organizationId);
  if (!organization) throw new NotFoundError('No such account');
  const operatorUser = await readItem(userKey(operator.userId));
  const at = new Date().toISOString();
  const refresh = refreshAccountLater(organizationId);
  await commit([
    operatorSuspensionWrite(
      organizationId,
      input.suspended ? { at, reason: input.reason, by: operator.userId } : null,
    ),
    operatorAuditWrite({
      at,
      operatorId: operator.userId,
      operatorEmail: String(operatorUser?.email ?? ''),
      action: input.suspended ? 'suspend' : 'reactivate',
      organizationId,
      detail: { organizationName: organization.name },
      reason: input.reason,
    }),
    refresh.write,
  ]);
  // The list shows it at once; the worker's run of the same message then finds nothing to do.
  await refreshAccount(organizationId);
  await sendFromOutbox(refresh.entry);
  const [summary] = await summariesOf([organizationId]);
  if (!summary) throw new NotFoundError('No such account');
  const [account] = await withUsage([summary]);
  return account as AdminAccount;
};

/** GET /api/admin/analytics: per UTC day for 30 and 90 days, per month for a year. */
export const adminAnalytics = async (
  range: AdminAnalyticsRange,
  now = new Date(),
): Promise<AdminAnalytics> => {
  const today = now.toISOString().slice(0, 10);
  const monthly = range === '1y';
  const periods = monthly
    ? Array.from({ length: 12 }, (_, i) => {
        const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
        date.setUTCMonth(date.getUTCMonth() - 11 + i);
        return date.toISOString().slice(0, 7);
      })
    : daysBetween(addDays(today, range === '30d' ? -29 : -89), today);
  const sk = monthly ? platformMonthSk : platformDaySk;
  const from = sk(periods[0] as string);
  const to = sk(periods.at(-1) as string);
  const [items, calls] = await Promise.all([readPeriods(from, to), readCallPeriods(from, to)]);
  const bySk = new Map(items.map((item) => [String(item.sk), item]));
  return {
    range,
    granularity: monthly ? 'month' : 'day',
    points: periods.map((period) => {
      const item = bySk.get(sk(period)) ?? {};
      const n = (field: string) => Number(item[field] ?? 0);
      return {
        period,
        signups: n('signups'),
        newSubscriptions: n('newPaid'),
        churned: n('churned'),
        revenueCents: n('revenueCents'),
        aiCalls: calls.get(sk(period)) ?? 0,
      };
    }),
  };
};

/** Every account, for Export Data: the index page after page (an export, not a request path). */
export const allAccounts = async (): Promise<AdminAccount[]> => {
  const all: AdminAccount[] = [];
  let after: Record<string, unknown> | undefined;
  do {
    const page = await listSummaries({ limit: 100, after });
    all.push(...(await withUsage(page.items)));
    after = page.last;
  } while (after && all.length < 100_000);
  return all;
};

/** GET /api/admin/payments: the platform's payment counters and its newest payments. */
export const adminPayments = async (now = new Date()): Promise<AdminPayments> => {
  const today = now.toISOString().slice(0, 10);
  const [totals, days, recent] = await Promise.all([
    readTotals(),
    readPeriods(platformDaySk(addDays(today, -29)), platformDaySk(today)),
    recentPayments(20),
  ]);
  const n = (field: string) => Number(totals[field] ?? 0);
  return {
    capturedCents: n('capturedCents'),
    refundedCents: n('refundedCents'),
    netCents: n('capturedCents') - n('refundedCents'),
    last30DaysCents: days.reduce((sum, item) => sum + Number(item.revenueCents ?? 0), 0),
    payments: n('payments'),
    pendingRefunds: n('pendingRefunds'),
    pendingRefundCents: n('pendingRefundCents'),
    recent,
  };
};
