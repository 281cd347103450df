import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { QueryClient } from '@tanstack/react-query';
import { aiCallsQueryKey, refreshAfterRecordChange } from '../../../lib/query-keys';

/**
 * How long what the server derives from a call through the table's stream takes to follow, with
 * room: a member's recent calls (listed from their leads' entries) and the report figures.
 */
export const CALL_PROJECTIONS_FOLLOW_MS = 1_500;

const refresh = (queryClient: QueryClient, created: boolean) =>
  // A first call flips the "AI calling used" onboarding milestone.
  refreshAfterRecordChange(queryClient, aiCallsQueryKey, { created, staleAlso: [['contacts']] });

/**
 * The call as the server answered it, laid over the recent calls shown (each query's key ends
 * with its limit): a new call on top, a changed one replacing an older copy. A member who sees
 * only their own leads is listed their calls from entries the stream writes a moment later, so
 * a read made at once may not have it yet.
 */
export const layOverRecentCalls = (queryClient: QueryClient, call: AiCall, created: boolean) => {
  for (const [key, list] of queryClient.getQueriesData<AiCall[]>({
    queryKey: [...aiCallsQueryKey, 'recent'],
  })) {
    if (!list) continue;
    const limit = Number(key[key.length - 1]);
    const shown = list.find((item) => item.id === call.id);
    if (shown && shown.updatedAt < call.updatedAt)
      queryClient.setQueryData<AiCall[]>(
        key,
        list.map((item) => (item.id === call.id ? call : item)),
      );
    else if (!shown && created)
      queryClient.setQueryData<AiCall[]>(
        key,
        [call, ...list].slice(0, Number.isFinite(limit) ? limit : undefined),
      );
  }
};

/**
 * A call created or ended changes the recent calls and the queue, the dashboard's figures and,
 * once ended, its contact's timeline and score (the server writes both; they are read again when
 * next shown). The answer (`call`) is laid over the recent calls at once; everything is read once
 * more when what the stream derives from the call has followed.
 */
export const refreshAfterCallChange = (
  queryClient: QueryClient,
  { created = false, call }: { created?: boolean; call?: AiCall } = {},
) => {
  setTimeout(() => {
    void refresh(queryClient, created);
  }, CALL_PROJECTIONS_FOLLOW_MS);
  return refresh(queryClient, created).then(() => {
    if (call) layOverRecentCalls(queryClient, call, created);
  });
};
