import type { AiCall, AiCallPage } from '@salesflow/shared/ai-calls/ai-call.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { aiCallsQueryKey } from '../../../lib/query-keys';

/** Recent AI Calls: 10 on the AI Calling screen, 5 on the simple panel (document 1, §9). */
export const RECENT_CALLS = 10;
export const SIMPLE_RECENT_CALLS = 5;

/** The newest `limit` calls: one page of GET /api/ai-calls (newest first). */
export const getRecentCalls = async (limit: number, signal?: AbortSignal): Promise<AiCall[]> =>
  (await apiRequest<AiCallPage>(paths.api.aiCalls, { query: { limit }, signal })).items;

export const recentCallsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...aiCallsQueryKey, 'recent', limit] as const,
    queryFn: ({ signal }) => getRecentCalls(limit, signal),
  });

export const useRecentCalls = (limit: number = RECENT_CALLS) =>
  useQuery(recentCallsQueryOptions(limit));
