import type { AdminOverview } from '@salesflow/shared/admin/admin.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPaths } from '../../../config/admin-paths';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const getAdminOverview = (signal?: AbortSignal) =>
  apiRequest<AdminOverview>(adminPaths.overview, { signal });

export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.overview,
    queryFn: ({ signal }) => getAdminOverview(signal),
  });

/** The platform's headline figures, plan distribution and newest accounts. */
export const useAdminOverview = () => useQuery(adminOverviewQueryOptions());
