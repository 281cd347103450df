import type { CallUsage } from '@salesflow/shared/ai-calls/ai-call.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { aiCallsQueryKey } from '../../../lib/query-keys';

export const getCallUsage = (signal?: AbortSignal) =>
  apiRequest<CallUsage>(paths.api.callUsage, { signal });

/** Under the AI-calls key: a call started or ended refreshes it with the recent calls. */
export const callUsageQueryOptions = () =>
  queryOptions({
    queryKey: [...aiCallsQueryKey, 'usage'] as const,
    queryFn: ({ signal }) => getCallUsage(signal),
  });

/** This month's AI calls of the plan (GET /api/ai-calling/usage). */
export const useCallUsage = () => useQuery(callUsageQueryOptions());
