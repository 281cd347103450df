import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CONTACTS_PAGE_SIZE } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import type { AssignedToQuery } from '../utils/leads-filter';

/** Root of every contacts query; mutations invalidate it so each list refreshes. */
export const contactsQueryKey = ['contacts'] as const;

/** What a contacts list asks for: a search and whose leads (every contact's when undefined). */
export interface ContactsListInput {
  search: string;
  assignedTo?: AssignedToQuery;
}

export interface GetContactsPageInput extends ContactsListInput {
  cursor: string | undefined;
  /** Page size; the list's own by default (the export asks for the largest). */
  limit?: number;
  signal?: AbortSignal;
}

/** One page of GET /api/contacts?limit=…: the paged form (without `limit` it answers an array). */
export const getContactsPage = ({
  search,
  assignedTo,
  cursor,
  limit = CONTACTS_PAGE_SIZE,
  signal,
}: GetContactsPageInput) =>
  apiRequest<ContactPage>(paths.api.contacts, {
    query: { limit, search: search || undefined, assignedTo, cursor },
    signal,
  });

export const contactsInfiniteQueryOptions = ({ search, assignedTo }: ContactsListInput) =>
  infiniteQueryOptions({
    queryKey: [...contactsQueryKey, 'pages', { search, assignedTo }] as const,
    queryFn: ({ pageParam, signal }) =>
      getContactsPage({ search, assignedTo, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/**
 * The contacts list, searched and filtered on the server; keeps the previous results while a new
 * search or filter loads.
 */
export const useContactsPages = (input: ContactsListInput) =>
  useInfiniteQuery({ ...contactsInfiniteQueryOptions(input), placeholderData: keepPreviousData });
