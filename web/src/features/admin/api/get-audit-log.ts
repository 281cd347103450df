import type { AdminAuditEntry } from '@salesflow/shared/admin/admin.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPaths } from '../../../config/admin-paths';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** One operator action, as GET /api/admin/audit-log answers it. */
export type AuditEntry = AdminAuditEntry;

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
