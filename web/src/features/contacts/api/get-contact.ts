import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { contactsQueryKey } from './get-contacts';

/** One contact and what hangs off it (deals, timeline); below the contacts root key. */
export const contactDetailQueryKey = (id: string) => [...contactsQueryKey, 'detail', id] as const;

export const getContact = (id: string, signal?: AbortSignal) =>
  apiRequest<Contact>(paths.api.contact(id), { signal });

export const contactQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contactDetailQueryKey(id),
    queryFn: ({ signal }) => getContact(id, signal),
    // Read again each time the detail opens: deals and calls elsewhere change what it shows.
    staleTime: 0,
  });

/** `placeholder`: the row the user clicked, shown until the fresh copy arrives. */
export const useContact = (id: string, placeholder?: Contact) =>
  useQuery({ ...contactQueryOptions(id), placeholderData: placeholder });
