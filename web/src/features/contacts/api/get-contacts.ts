import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CONTACTS_PAGE_SIZE } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

/** Root of every contacts query; mutations invalidate it so each list refreshes. */
export const contactsQueryKey = ['contacts'] as const;

export interface GetContactsPageInput {
  search: string;
  cursor: string | undefined;
  /** Page size; the list's own by default (the export asks for the largest). */
  limit?: number;
  signal?: AbortSignal;
}

/** One page of GET /api/contacts?limit=…: the paged form (without `limit` it answers an array). */
export const getContactsPage = ({
  search,
  cursor,
  limit = CONTACTS_PAGE_SIZE,
  signal,
}: GetContactsPageInput) =>
  apiRequest<ContactPage>(paths.api.contacts, {
    query: { limit, search: search || undefined, cursor },
    signal,
  });

export const contactsInfiniteQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...contactsQueryKey, 'pages', { search }] as const,
    queryFn: ({ pageParam, signal }) => getContactsPage({ search, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The contacts list, searched on the server; keeps the previous results while a new search loads. */
export const useContactsPages = (search: string) =>
  useInfiniteQuery({ ...contactsInfiniteQueryOptions(search), placeholderData: keepPreviousData });
