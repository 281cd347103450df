import type { SecuritySettingsView } from '@salesflow/shared/settings/security-settings-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * The organization's provider keys (masked). Its key lives here, not in lib/query-keys.ts: only
 * this tab reads or refreshes it.
 */
export const securitySettingsQueryKey = ['settings', 'security'] as const;

export const getSecuritySettings = (signal?: AbortSignal) =>
  apiRequest<SecuritySettingsView>(paths.api.securitySettings, { signal });

/** A 403 is an answer (the caller is not an admin), not a failure to retry. */
export const securitySettingsQueryOptions = () =>
  queryOptions({
    queryKey: securitySettingsQueryKey,
    queryFn: ({ signal }) => getSecuritySettings(signal),
    retry: (count, error) => !(error instanceof ApiError && error.status === 403) && count < 2,
  });

export const useSecuritySettings = () => useQuery(securitySettingsQueryOptions());
