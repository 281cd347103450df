import type { OutboxDeadLetters } from '@salesflow/shared/admin/outbox-dead-letters.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPaths } from '../../../config/admin-paths';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** The panel lists this many, newest first; the count covers them all. */
export const DEAD_LETTERS_SHOWN = 10;

export const getOutboxDeadLetters = (signal?: AbortSignal) =>
  apiRequest<OutboxDeadLetters>(adminPaths.deadLetters, {
    query: { limit: String(DEAD_LETTERS_SHOWN) },
    signal,
  });

export const outboxDeadLettersQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.deadLetters,
    queryFn: ({ signal }) => getOutboxDeadLetters(signal),
  });

/** Messages the outbox could not deliver to their queue (platform operators). */
export const useOutboxDeadLetters = () => useQuery(outboxDeadLettersQueryOptions());
