import type { CallingSettingsView } from '@salesflow/shared/calls/calling-settings.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

export const getCallingSettings = (signal?: AbortSignal) =>
  apiRequest<CallingSettingsView>(paths.api.callingSettings, { signal });

export const callingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKeys.calling,
    queryFn: ({ signal }) => getCallingSettings(signal),
  });

/** The organization's calling rules, and whether the signed-in member may change them. */
export const useCallingSettings = () => useQuery(callingSettingsQueryOptions());
