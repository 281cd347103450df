import type {
  AdminAccount,
  AdminAnalytics,
  AdminOverview,
  AdminPayment,
  AdminPayments,
} from '@salesflow/shared/admin/admin.schema';
import type {
  OutboxDeadLetters,
  OutboxDeadLetterView,
} from '@salesflow/shared/admin/outbox-dead-letters.schema';
import type { AuditEntry } from '../api/get-audit-log';

export const makeAccount = (overrides: Partial<AdminAccount> = {}): AdminAccount => ({
  organizationId: 'org-1',
  organizationName: 'Acme Traders',
  ownerId: 'user-1',
  email: 'aarav@acme.example',
  firstName: 'Aarav',
  lastName: 'Mehta',
  plan: 'professional',
  status: 'active',
  suspendedReason: null,
  trialEndsAt: null,
  contactsUsed: 1240,
  aiCallsUsed: 37,
  members: 4,
  revenueCents: 29_700,
  createdAt: '2026-10-02T09:00:00.000Z',
  lastActiveAt: '2026-11-26T07:00:00.000Z',
  ...overrides,
});

export const trialAccount = makeAccount({
  organizationId: 'org-2',
  organizationName: 'Bright Leads',
  ownerId: 'user-2',
  email: 'mei@bright.example',
  firstName: 'Mei Ling',
  lastName: 'Tan',
  plan: 'trial',
  status: 'trial',
  trialEndsAt: '2026-12-01T10:00:00.000Z',
  contactsUsed: 1,
  aiCallsUsed: 0,
  revenueCents: 0,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastActiveAt: null,
});

export const suspendedAccount = makeAccount({
  organizationId: 'org-3',
  organizationName: 'Coastal Realty',
  ownerId: 'user-3',
  email: 'imran@coastal.example',
  firstName: null,
  lastName: null,
  plan: 'basic',
  status: 'suspended',
  suspendedReason: 'Chargeback under review',
  contactsUsed: 80,
  aiCallsUsed: 2,
  revenueCents: 4_900,
});

export const makeOverview = (overrides: Partial<AdminOverview> = {}): AdminOverview => ({
  totalUsers: 1284,
  totalAccounts: 312,
  activeSubscriptions: 39,
  conversionRate: 12.5,
  monthlyRecurringRevenueCents: 421_050,
  churnRate: 2.6,
  averageRevenuePerAccountCents: 10_796,
  totalRevenueCents: 3_815_000,
  planDistribution: [
    { plan: 'trial', accounts: 240, percent: 76.9 },
    { plan: 'basic', accounts: 30, percent: 9.6 },
    { plan: 'starter', accounts: 22, percent: 7.1 },
    { plan: 'professional', accounts: 15, percent: 4.8 },
    { plan: 'enterprise', accounts: 5, percent: 1.6 },
  ],
  statusCounts: { trial: 200, expired: 40, active: 39, suspended: 3, cancelled: 30 },
  recentSignups: [trialAccount, makeAccount()],
  ...overrides,
});

export const makePayment = (overrides: Partial<AdminPayment> = {}): AdminPayment => ({
  paymentId: 'pay_AbCdEf123456',
  organizationId: 'org-1',
  organizationName: 'Acme Traders',
  amountCents: 9_900,
  refundedCents: 0,
  currency: 'USD',
  method: 'card',
  status: 'captured',
  description: 'Professional plan, monthly',
  at: '2026-11-24T12:00:00.000Z',
  ...overrides,
});

export const makePayments = (overrides: Partial<AdminPayments> = {}): AdminPayments => ({
  capturedCents: 4_200_000,
  refundedCents: 385_000,
  netCents: 3_815_000,
  last30DaysCents: 612_300,
  payments: 418,
  pendingRefunds: 2,
  pendingRefundCents: 14_800,
  recent: [
    makePayment(),
    makePayment({
      paymentId: 'pay_ZyXwVu987654',
      organizationId: 'org-3',
      organizationName: 'Coastal Realty',
      amountCents: 4_900,
      refundedCents: 4_900,
      method: 'upi',
      status: 'refunded',
      description: 'Basic plan, monthly',
      at: '2026-11-10T08:00:00.000Z',
    }),
  ],
  ...overrides,
});

export const makeAnalytics = (overrides: Partial<AdminAnalytics> = {}): AdminAnalytics => ({
  range: '30d',
  granularity: 'day',
  points: [
    {
      period: '2026-11-24',
      signups: 4,
      newSubscriptions: 1,
      churned: 0,
      revenueCents: 29_700,
      aiCalls: 52,
    },
    {
      period: '2026-11-25',
      signups: 6,
      newSubscriptions: 2,
      churned: 1,
      revenueCents: 49_500,
      aiCalls: 61,
    },
    {
      period: '2026-11-26',
      signups: 3,
      newSubscriptions: 0,
      churned: 0,
      revenueCents: 0,
      aiCalls: 40,
    },
  ],
  ...overrides,
});

export const makeAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'audit-1',
  at: '2026-11-25T15:30:00.000Z',
  operatorId: 'op-1',
  operatorEmail: 'ops@salesflow.example',
  action: 'set-plan',
  organizationId: 'org-2',
  detail: { from: 'trial', to: 'trial', trialEndsAt: '2026-12-09T15:30:00.000Z', maxMembers: 10 },
  reason: 'Asked for a longer trial',
  ...overrides,
});

export const makeDeadLetter = (
  overrides: Partial<OutboxDeadLetterView> = {},
): OutboxDeadLetterView => ({
  id: 'MjAyNi0xMi0wM1QxMDowMDowMC4wMDBaIzAxSlpaWg',
  queue: 'notifications',
  queuedAt: '2026-12-03T09:50:00.000Z',
  deadAt: '2026-12-03T10:00:00.000Z',
  attempts: 10,
  lastError: 'QueueDoesNotExist: The specified queue does not exist',
  organizationId: 'org-2',
  bodyFields: ['organizationId', 'userId'],
  ...overrides,
});

/** No dead letters: every message reached its queue. */
export const noDeadLetters: OutboxDeadLetters = { count: 0, countCapped: false, items: [] };
