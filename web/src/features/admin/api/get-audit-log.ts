import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPaths } from '../../../config/admin-paths';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/**
 * One operator action, as GET /api/admin/audit-log answers it. Written here because the shared
 * contract (shared/src/admin) does not declare it yet.
 */
export interface AuditEntry {
  id: string;
  at: string;
  operatorId: string;
  operatorEmail: string;
  action: 'set-plan' | 'suspend' | 'reactivate';
  organizationId: string;
  /** For `set-plan`: `from`, `to`, and `trialEndsAt` for a trial (and `maxMembers`). */
  detail: Record<string, unknown>;
  reason: string;
}

export interface AuditLog {
  items: AuditEntry[];
}

/** A month's entries (`yyyy-mm`, UTC), newest first. */
export const getAuditLog = (month: string, signal?: AbortSignal) =>
  apiRequest<AuditLog>(adminPaths.auditLog, { query: { month }, signal });

export const auditLogQueryOptions = (month: string) =>
  queryOptions({
    queryKey: adminQueryKeys.auditMonth(month),
    queryFn: ({ signal }) => getAuditLog(month, signal),
  });

export const useAuditLog = (month: string) => useQuery(auditLogQueryOptions(month));
