import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCall } from '../testing/ai-call-stubs';
import {
  CALL_PROJECTIONS_FOLLOW_MS,
  layOverRecentCalls,
  refreshAfterCallChange,
} from './refresh-after-call-change';

const recentKey = (limit: number) => ['ai-calls', 'recent', limit] as const;

/** A client showing the recent calls as the server last answered them (10 and 5 of them). */
const clientShowing = (calls: AiCall[]) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(recentKey(10), calls);
  queryClient.setQueryData(recentKey(5), calls.slice(0, 5));
  return queryClient;
};

const ids = (queryClient: QueryClient, limit: number) =>
  queryClient.getQueryData<AiCall[]>(recentKey(limit))?.map((call) => call.id);

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A member who sees only their own leads is listed their calls from entries derived from the
 * table's stream a moment after the call is written: the screen that made the call shows it from
 * the server's answer, without waiting.
 */
describe('the recent calls after a call of the user’s own', () => {
  const older = Array.from({ length: 5 }, (_, n) =>
    makeCall({ id: `old-${n}`, updatedAt: `2026-11-2${n}T10:00:00.000Z` }),
  );

  it('show a new call on top at once, within each list’s limit, though a read did not have it', async () => {
    const queryClient = clientShowing(older);
    const made = makeCall({ id: 'new', updatedAt: '2026-11-27T10:00:00.000Z' });
    await refreshAfterCallChange(queryClient, { created: true, call: made });
    expect(ids(queryClient, 10)).toEqual(['new', ...older.map((c) => c.id)]);
    expect(ids(queryClient, 5)).toEqual(['new', ...older.slice(0, 4).map((c) => c.id)]);
  });

  it('show a changed call as answered, never an older answer over a newer read', () => {
    const queryClient = clientShowing(older);
    const ended = { ...(older[1] as AiCall), status: 'completed' as const };
    layOverRecentCalls(queryClient, { ...ended, updatedAt: '2026-11-27T11:00:00.000Z' }, false);
    expect(queryClient.getQueryData<AiCall[]>(recentKey(10))?.[1]?.status).toBe('completed');
    layOverRecentCalls(queryClient, { ...ended, status: 'calling' }, false);
    expect(queryClient.getQueryData<AiCall[]>(recentKey(10))?.[1]?.status).toBe('completed');
    // A change is no new call: one not listed is not added.
    layOverRecentCalls(queryClient, makeCall({ id: 'elsewhere' }), false);
    expect(ids(queryClient, 10)).not.toContain('elsewhere');
  });

  it('are read once more when what the stream derives has followed', async () => {
    vi.useFakeTimers();
    const queryClient = clientShowing(older);
    await refreshAfterCallChange(queryClient, { created: true });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    vi.advanceTimersByTime(CALL_PROJECTIONS_FOLLOW_MS);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['ai-calls'] });
  });
});
