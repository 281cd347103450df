import { CALL_QUEUE_SIZE, type CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { aiCallsQueryKey } from '../../../lib/query-keys';

export interface CallQueueFilter {
  limit: number;
  minScore: number;
}

/** Contacts with a phone, score descending (GET /api/ai-calling/queue). */
export const getCallQueue = ({ limit, minScore }: CallQueueFilter, signal?: AbortSignal) =>
  apiRequest<CallQueueEntry[]>(paths.api.callQueue, { query: { limit, minScore }, signal });

export const callQueueQueryOptions = (filter: CallQueueFilter) =>
  queryOptions({
    queryKey: [...aiCallsQueryKey, 'queue', filter] as const,
    queryFn: ({ signal }) => getCallQueue(filter, signal),
  });

/** The AI Calling screen's queue: 8 contacts, any score (document 1, §9). */
export const useCallQueue = (filter: CallQueueFilter = { limit: CALL_QUEUE_SIZE, minScore: 0 }) =>
  useQuery(callQueueQueryOptions(filter));
