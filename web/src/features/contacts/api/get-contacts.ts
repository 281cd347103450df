import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { CONTACTS_PAGE_SIZE } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';
import { listParamsRecord } from '../utils/contact-list-params';
import {
  applyOwnContactWrites,
  type ContactsListInput,
  EMPTY_OWN_WRITES,
  OWN_WRITES_KEEP_MS,
  type OwnContactWrites,
  ownContactWritesKey,
  pending,
} from './own-contact-writes';

/** Root of every contacts query; mutations invalidate it so each list refreshes. */
export const contactsQueryKey = ['contacts'] as const;

/** What a contacts list asks for: a search, whose leads (everyone's when undefined), filters, sort. */
export type { ContactsListInput };

export interface GetContactsPageInput extends ContactsListInput {
  cursor: string | undefined;
  /** Page size; the list's own by default (the export asks for the largest). */
  limit?: number;
  signal?: AbortSignal;
}

/**
 * One page of GET /api/contacts?limit=…: the paged form (without `limit` it answers an array),
 * with the list's filters and sort by the names the address and saved views use.
 */
export const getContactsPage = ({
  search,
  cursor,
  limit = CONTACTS_PAGE_SIZE,
  signal,
  ...filters
}: GetContactsPageInput) =>
  apiRequest<ContactPage>(paths.api.contacts, {
    query: { limit, search: search || undefined, ...listParamsRecord(filters), cursor },
    signal,
  });

/** The list's identity in the cache: every filter, so two lists never share pages. */
const listKey = ({ search, ...filters }: ContactsListInput) => ({
  search,
  ...listParamsRecord(filters),
});

export const contactsInfiniteQueryOptions = (input: ContactsListInput) =>
  infiniteQueryOptions({
    queryKey: [...contactsQueryKey, 'pages', input] as const,
    queryFn: ({ pageParam, signal }) => getContactsPage({ ...input, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/**
 * The user's own recent writes to contacts (own-contact-writes.ts), forgotten as they expire.
 */
const useOwnContactWrites = (): OwnContactWrites => {
  const queryClient = useQueryClient();
  const { data = EMPTY_OWN_WRITES } = useQuery({
    queryKey: ownContactWritesKey,
    queryFn: () => EMPTY_OWN_WRITES,
    initialData: EMPTY_OWN_WRITES,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const oldest = data.writes[0]?.at;
  useEffect(() => {
    if (oldest === undefined) return;
    const timer = setTimeout(
      () =>
        queryClient.setQueryData(ownContactWritesKey, (state: OwnContactWrites) => pending(state)),
      Math.max(0, oldest + OWN_WRITES_KEEP_MS - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [oldest, queryClient]);
  return data;
};

/**
 * The contacts list, searched and filtered on the server; keeps the previous results while a new
 * search or filter loads, and shows the user's own creates, edits and deletes at once, before
 * the server's count and indexes (derived from the table's stream) have them.
 */
export const useContactsPages = (input: ContactsListInput, options: { enabled?: boolean } = {}) => {
  const own = useOwnContactWrites();
  const me = useQueryClient().getQueryData<{ id: string } | null>(currentUserQueryKey)?.id;
  const id = JSON.stringify(listKey(input));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` stands for the input's values
  const select = useCallback(
    (data: InfiniteData<ContactPage, string | undefined>) =>
      applyOwnContactWrites(data, input, own, me),
    [own, me, id],
  );
  return useInfiniteQuery({
    ...contactsInfiniteQueryOptions(input),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    select,
  });
};
