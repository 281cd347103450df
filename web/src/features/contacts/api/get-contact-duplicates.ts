import type { DuplicatePage } from '@salesflow/shared/contacts/contact-duplicates';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { contactDetailQueryKey } from './get-contact';

/**
 * Root of the Possible duplicates list's pages; its own root, as the contacts lists' caches
 * (own-contact-writes.ts) hold contact pages only. A contact's own duplicates sit below its detail.
 */
export const duplicatesQueryKey = ['contact-duplicates'] as const;

/** Pairs asked for per page of the Possible duplicates list. */
export const DUPLICATES_PAGE_SIZE = 50;

export const getContactDuplicates = (id: string, signal?: AbortSignal) =>
  apiRequest<DuplicatePage>(paths.api.contactDuplicates, { query: { contactId: id }, signal });

export const contactDuplicatesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...contactDetailQueryKey(id), 'duplicates'] as const,
    queryFn: ({ signal }) => getContactDuplicates(id, signal),
    staleTime: 30_000,
  });

/** The contact's possible duplicates (found as contacts arrive and change), for its drawer. */
export const useContactDuplicates = (id: string) => useQuery(contactDuplicatesQueryOptions(id));

export const duplicatesPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: duplicatesQueryKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<DuplicatePage>(paths.api.contactDuplicates, {
        query: { limit: DUPLICATES_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
  });

/** The organization's possible duplicates the caller sees, newest found first, a page at a time. */
export const useDuplicatesPages = ({ enabled }: { enabled: boolean }) =>
  useInfiniteQuery({ ...duplicatesPagesQueryOptions(), enabled });
