import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dashboardQueryKeys, dealsQueryKey, onboardingQueryKey } from '../../../lib/query-keys';
import { contactsQueryKey } from './get-contacts';
import { refreshAfterContactChange } from './refresh-after-contact-change';

/** A client with one watched query per key, each counting how often it was read. */
const watchedClient = (keys: readonly (readonly unknown[])[]) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const reads = new Map<string, number>();
  const unsubscribes = keys.map((queryKey) => {
    const name = JSON.stringify(queryKey);
    reads.set(name, 0);
    const observer = new QueryObserver(queryClient, {
      queryKey,
      queryFn: async () => {
        reads.set(name, (reads.get(name) ?? 0) + 1);
        return reads.get(name);
      },
    });
    return observer.subscribe(() => {});
  });
  const readsOf = (queryKey: readonly unknown[]) => reads.get(JSON.stringify(queryKey));
  const stale = (queryKey: readonly unknown[]) =>
    queryClient.getQueryState(queryKey)?.isInvalidated ?? false;
  return {
    queryClient,
    readsOf,
    stale,
    stop: () => {
      for (const stop of unsubscribes) stop();
    },
  };
};

const keys = [
  [...contactsQueryKey, 'pages'],
  [...dealsQueryKey, 'pages'],
  dashboardQueryKeys.metrics,
  onboardingQueryKey,
] as const;

describe('refreshAfterContactChange', () => {
  it('reads contacts and figures again, and marks deals stale for their copied contact name', async () => {
    const client = watchedClient(keys);
    await client.queryClient.refetchQueries();
    const before = keys.map((key) => client.readsOf(key));

    await refreshAfterContactChange(client.queryClient);

    expect(keys.map((key) => client.readsOf(key))).toEqual([
      (before[0] ?? 0) + 1,
      before[1],
      (before[2] ?? 0) + 1,
      before[3],
    ]);
    expect(client.stale([...dealsQueryKey, 'pages'])).toBe(true);
    client.stop();
  });

  it('leaves deals alone for a new contact, and reads the onboarding milestones again', async () => {
    const client = watchedClient(keys);
    await client.queryClient.refetchQueries();
    const before = keys.map((key) => client.readsOf(key));

    await refreshAfterContactChange(client.queryClient, { created: true });

    expect(client.readsOf(onboardingQueryKey)).toBe((before[3] ?? 0) + 1);
    expect(client.readsOf([...dealsQueryKey, 'pages'])).toBe(before[1]);
    expect(client.stale([...dealsQueryKey, 'pages'])).toBe(false);
    client.stop();
  });
});
