import type { TrashPage } from '@salesflow/shared/contacts/contact-trash';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

/**
 * The trash's pages. Its own root, not below the contacts lists' key: a restore takes its rows out
 * of these pages itself, and the refresh of the lists that follows must not read them back before
 * the server's trash has caught up.
 */
export const trashQueryKey = ['contacts-trash'] as const;

/** Deleted contacts asked for per page of the Trash (at most TRASH_PAGE_MAX). */
export const TRASH_PAGE_SIZE = 50;

export const trashPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: trashQueryKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<TrashPage>(paths.api.trash, {
        query: { limit: TRASH_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
  });

/** The contacts in the trash the caller may see, newest deleted first, a page at a time. */
export const useTrashPages = ({ enabled }: { enabled: boolean }) =>
  useInfiniteQuery({ ...trashPagesQueryOptions(), enabled });

/** Takes contacts just restored out of the trash's pages (they are no longer there). */
export const dropFromTrash = (queryClient: QueryClient, ids: readonly string[]) => {
  if (ids.length === 0) return;
  queryClient.setQueryData<InfiniteData<TrashPage, string | undefined>>(trashQueryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((item) => !ids.includes(item.contact.id)),
          })),
        }
      : data,
  );
};
