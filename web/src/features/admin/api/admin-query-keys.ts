import type { AccountStatus, AdminAnalyticsRange } from '@salesflow/shared/admin/admin.schema';
import type { PlanId } from '@salesflow/shared/auth/auth-user';

/** What the Users tab asks the server for: a search (how a name or email begins) and filters. */
export interface AccountFilters {
  search: string;
  plan: PlanId | undefined;
  status: AccountStatus | undefined;
}

/** Every admin query sits below `all`. */
export const adminQueryKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  accounts: ['admin', 'accounts'] as const,
  accountPages: (filters: AccountFilters) => ['admin', 'accounts', filters] as const,
  auditLog: ['admin', 'audit-log'] as const,
  auditMonth: (month: string) => ['admin', 'audit-log', month] as const,
  payments: ['admin', 'payments'] as const,
  analytics: (range: AdminAnalyticsRange) => ['admin', 'analytics', range] as const,
  deadLetters: ['admin', 'dead-letters'] as const,
};
