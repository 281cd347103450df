import type { IndiaCallingView } from '@salesflow/shared/calls/india-calling';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

export const indiaCallingQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKeys.indiaCalling,
    queryFn: ({ signal }) => apiRequest<IndiaCallingView>(paths.api.indiaCalling, { signal }),
  });

/** The organization's DLT entity and ExoPhones, and whether the member may change them. */
export const useIndiaCalling = () => useQuery(indiaCallingQueryOptions());
