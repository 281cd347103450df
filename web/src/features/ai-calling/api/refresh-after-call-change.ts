import type { QueryClient } from '@tanstack/react-query';
import { aiCallsQueryKey, refreshAfterRecordChange } from '../../../lib/query-keys';

/**
 * A call created or ended changes the recent calls and the queue, the dashboard's figures and,
 * once ended, its contact's timeline and score (the server writes both; they are read again when
 * next shown).
 */
export const refreshAfterCallChange = (queryClient: QueryClient, { created = false } = {}) =>
  // A first call flips the "AI calling used" onboarding milestone.
  refreshAfterRecordChange(queryClient, aiCallsQueryKey, { created, staleAlso: [['contacts']] });
