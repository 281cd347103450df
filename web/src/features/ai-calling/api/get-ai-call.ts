import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { aiCallsQueryKey } from '../../../lib/query-keys';

export const getAiCall = (id: string, signal?: AbortSignal) =>
  apiRequest<AiCall>(paths.api.aiCall(id), { signal });

export const aiCallQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...aiCallsQueryKey, 'one', id] as const,
    queryFn: ({ signal }) => getAiCall(id, signal),
  });

/**
 * One call with its whole transcript (the list rows carry it too; this is the fresh copy): read
 * again each time it is shown, since what a call gains after it ends (its recording, its
 * analysis) arrives without a change of ours that would refresh it.
 */
export const useAiCall = (id: string | null) =>
  useQuery({ ...aiCallQueryOptions(id ?? ''), enabled: id !== null, refetchOnMount: 'always' });
