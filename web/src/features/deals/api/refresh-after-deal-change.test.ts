import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardQueryKeys, PROJECTIONS_FOLLOW_MS } from '../../../lib/query-keys';
import { dealSummaryQueryKey } from './get-deal-summary';
import { dealsQueryKey } from './get-deals';
import { refreshAfterDealChange } from './refresh-after-deal-change';

const keys = [
  [...dealsQueryKey, 'pages'],
  dealSummaryQueryKey,
  dashboardQueryKeys.metrics,
] as const;

/** A client with one watched query per key, each counting how often it was read. */
const watchedClient = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const reads = new Map<string, number>();
  const stops = keys.map((queryKey) => {
    const name = JSON.stringify(queryKey);
    const observer = new QueryObserver(queryClient, {
      queryKey,
      queryFn: async () => {
        reads.set(name, (reads.get(name) ?? 0) + 1);
        return reads.get(name);
      },
    });
    return observer.subscribe(() => {});
  });
  return {
    queryClient,
    reads: () => keys.map((key) => reads.get(JSON.stringify(key)) ?? 0),
    stop: () => {
      for (const stop of stops) stop();
    },
  };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('refreshAfterDealChange', () => {
  it('reads the lists and figures at once, and the counters again once the stream has followed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const client = watchedClient();
    await client.queryClient.refetchQueries();
    const [lists = 0, summary = 0, metrics = 0] = client.reads();

    await refreshAfterDealChange(client.queryClient);
    expect(client.reads()).toEqual([lists + 1, summary + 1, metrics + 1]);

    await vi.advanceTimersByTimeAsync(PROJECTIONS_FOLLOW_MS);
    // The lists read records (already current); the summary and dashboard read counters.
    expect(client.reads()).toEqual([lists + 1, summary + 2, metrics + 2]);
    client.stop();
  });
});
