import type { DuplicatePage } from '@salesflow/shared/contacts/contact-duplicates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { contactDetailQueryKey } from './get-contact';

export const getContactDuplicates = (id: string, signal?: AbortSignal) =>
  apiRequest<DuplicatePage>(
    `${paths.api.contactDuplicates}?${new URLSearchParams({ contactId: id }).toString()}`,
    { signal },
  );

export const contactDuplicatesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...contactDetailQueryKey(id), 'duplicates'] as const,
    queryFn: ({ signal }) => getContactDuplicates(id, signal),
    staleTime: 30_000,
  });

/** The contact's possible duplicates (found as contacts arrive and change), for its drawer. */
export const useContactDuplicates = (id: string) => useQuery(contactDuplicatesQueryOptions(id));
