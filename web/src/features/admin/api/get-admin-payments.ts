import type { AdminPayments } from '@salesflow/shared/admin/admin.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPaths } from '../../../config/admin-paths';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const getAdminPayments = (signal?: AbortSignal) =>
  apiRequest<AdminPayments>(adminPaths.payments, { signal });

export const adminPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.payments,
    queryFn: ({ signal }) => getAdminPayments(signal),
  });

/** Payment totals, pending refunds and the most recent payments. */
export const useAdminPayments = () => useQuery(adminPaymentsQueryOptions());
