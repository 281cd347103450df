import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardQueryKeys, PROJECTIONS_FOLLOW_MS } from '../../../lib/query-keys';
import { makeDeal, makeSummary } from '../testing/deal-fixtures';
import { dealSummaryQueryKey } from './get-deal-summary';
import { dealsPagesQueryKey, dealsQueryKey } from './get-deals';
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
  it('reads the dashboard at once, and the lists and summary only once the stream has followed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const client = watchedClient();
    await client.queryClient.refetchQueries();
    const [lists = 0, summary = 0, metrics = 0] = client.reads();

    await refreshAfterDealChange(client.queryClient);
    // A list or summary read now could still show the deal as it was (a member's lists read
    // their holders' entries, the summary counters: both follow from the stream).
    expect(client.reads()).toEqual([lists, summary, metrics + 1]);

    await vi.advanceTimersByTimeAsync(PROJECTIONS_FOLLOW_MS);
    expect(client.reads()).toEqual([lists + 1, summary + 1, metrics + 2]);
    client.stop();
  });

  it('reads everything at once when the caller waited for the stream already (a board move)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const client = watchedClient();
    await client.queryClient.refetchQueries();
    const [lists = 0, summary = 0, metrics = 0] = client.reads();

    await refreshAfterDealChange(client.queryClient, { settled: true });
    expect(client.reads()).toEqual([lists + 1, summary + 1, metrics + 1]);
    await vi.advanceTimersByTimeAsync(PROJECTIONS_FOLLOW_MS);
    expect(client.reads()).toEqual([lists + 1, summary + 1, metrics + 1]);
    client.stop();
  });

  it('shows a new deal on top of the table at once, from the answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const key = dealsPagesQueryKey({ search: '' });
    const listed = makeDeal({ id: 'd1', title: 'Listed' });
    queryClient.setQueryData(key, {
      pages: [{ items: [listed], nextCursor: null }],
      pageParams: [undefined],
    });
    const made = makeDeal({ id: 'd2', title: 'Made' });
    await refreshAfterDealChange(queryClient, { created: true, after: made });
    expect(
      queryClient
        .getQueryData<{ pages: { items: { id: string }[] }[] }>(key)
        ?.pages[0]?.items.map((deal) => deal.id),
    ).toEqual(['d2', 'd1']);
  });

  it('shows a new deal in the summary at once, from the answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData<DealSummary>(dealSummaryQueryKey, makeSummary());
    await refreshAfterDealChange(queryClient, {
      created: true,
      after: makeDeal({ value: '125000', stage: 'prospecting' }),
    });
    expect(queryClient.getQueryData<DealSummary>(dealSummaryQueryKey)).toMatchObject({
      totalDeals: 1,
      activeDeals: 1,
      pipelineValue: 125000,
    });
  });
});
