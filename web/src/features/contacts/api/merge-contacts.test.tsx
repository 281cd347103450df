import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import { type InfiniteData, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  aiCallsQueryKey,
  currentUserQueryKey,
  dealsQueryKey,
  tasksQueryKey,
} from '../../../lib/query-keys';
import { json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { contactDetailQueryKey } from './get-contact';
import { contactActivitiesQueryKey } from './get-contact-activities';
import { contactDealsQueryOptions } from './get-contact-deals';
import { contactDuplicatesQueryOptions, duplicatesQueryKey } from './get-contact-duplicates';
import type { ContactsListInput } from './get-contacts';
import { useMergeContacts } from './merge-contacts';
import {
  applyOwnContactWrites,
  type OwnContactWrites,
  ownContactWritesKey,
} from './own-contact-writes';

const ALL: ContactsListInput = { search: '', assignedTo: undefined };
const listKey = ['contacts', 'pages', ALL];
type ListData = InfiniteData<ContactPage, string | undefined>;

const kept = makeContact({ id: 'c-1', name: 'Aarav Mehta' });
const other = makeContact({ id: 'c-2', name: 'Aarav M.' });
const third = makeContact({ id: 'c-3', name: 'Kiran Rao' });
const after = { ...kept, tags: ['expo'], updatedAt: '2026-11-02T00:00:00.000Z' };

/** A client holding what the Contacts screen had cached around the two, nothing watched. */
const cachedClient = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(currentUserQueryKey, { id: 'user-1' });
  queryClient.setQueryData<ListData>(listKey, {
    pages: [{ items: [kept, other, third], nextCursor: null, total: 3 }],
    pageParams: [undefined],
  });
  for (const contact of [kept, other, third]) {
    queryClient.setQueryData(contactDetailQueryKey(contact.id), contact);
    queryClient.setQueryData(contactActivitiesQueryKey(contact.id), { pages: [], pageParams: [] });
    queryClient.setQueryData(contactDealsQueryOptions(contact.id).queryKey, []);
    queryClient.setQueryData(contactDuplicatesQueryOptions(contact.id).queryKey, {
      items: [],
      nextCursor: null,
    });
  }
  for (const queryKey of [
    duplicatesQueryKey,
    [...tasksQueryKey, 'list'],
    dealsQueryKey,
    aiCallsQueryKey,
  ])
    queryClient.setQueryData(queryKey, { items: [] });
  return queryClient;
};

const merge = async (queryClient: QueryClient) => {
  const api = stubFetch({
    'POST /api/contacts/c-1/merge': () =>
      json(200, {
        contact: after,
        mergedFrom: { id: 'c-2', name: 'Aarav M.' },
        moved: { activities: 2, deals: 1, calls: 0, messages: 0, tasks: 0 },
      }),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useMergeContacts(), { wrapper });
  await result.current.mutateAsync({ id: 'c-1', otherId: 'c-2', keep: { name: 'this' } });
  return api;
};

const invalidated = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated;

describe('merging contacts, in the cache', () => {
  it('posts the other id and the choices to the kept contact', async () => {
    const api = await merge(cachedClient());
    expect(api.find('POST', '/api/contacts/c-1/merge').map((r) => r.body)).toEqual([
      { otherId: 'c-2', keep: { name: 'this' } },
    ]);
  });

  it('shows the kept contact as merged and drops the other, in its detail and every list', async () => {
    const queryClient = cachedClient();
    await merge(queryClient);

    expect(queryClient.getQueryData(contactDetailQueryKey('c-1'))).toEqual(after);
    for (const queryKey of [
      contactDetailQueryKey('c-2'),
      contactActivitiesQueryKey('c-2'),
      contactDuplicatesQueryOptions('c-2').queryKey,
    ])
      expect(queryClient.getQueryState(queryKey)).toBeUndefined();
    const state = queryClient.getQueryData<OwnContactWrites>(ownContactWritesKey);
    const list = queryClient.getQueryData<ListData>(listKey);
    if (!state || !list) throw new Error('nothing cached');
    const page = applyOwnContactWrites(list, ALL, state, 'user-1').pages[0];
    expect(page?.items.map((c) => [c.id, c.tags])).toEqual([
      ['c-1', ['expo']],
      ['c-3', undefined],
    ]);
    expect(page?.total).toBe(2);
  });

  it("reads again the kept contact's timeline, deals and duplicates, the pairs and the follow-ups", async () => {
    const queryClient = cachedClient();
    await merge(queryClient);

    for (const queryKey of [
      contactActivitiesQueryKey('c-1'),
      contactDealsQueryOptions('c-1').queryKey,
      contactDuplicatesQueryOptions('c-1').queryKey,
      // Paired with the deleted contact, it may have lost a pair.
      contactDuplicatesQueryOptions('c-3').queryKey,
      duplicatesQueryKey,
      [...tasksQueryKey, 'list'],
      dealsQueryKey,
      aiCallsQueryKey,
    ])
      expect([queryKey, invalidated(queryClient, queryKey)]).toEqual([queryKey, true]);
  });
});
