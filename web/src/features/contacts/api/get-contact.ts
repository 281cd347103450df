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

/** How long after a call or note the detail waits for the lead score recomputed from it. */
const RESCORE_WAIT_MS = 20_000;

/**
 * A call or note logged on the contact is newer than its score's last computation: the lead
 * score is being recomputed (lead-scores queue), so read again shortly, for a while at most.
 */
export const awaitingRescore = (contact: Contact | undefined, now = Date.now()): boolean => {
  const contacted = contact?.lastContactedAt;
  const computed = contact?.scoring?.computedAt;
  if (!contacted || !computed || computed >= contacted) return false;
  return now - Date.parse(contacted) < RESCORE_WAIT_MS;
};

/** `placeholder`: the row the user clicked, shown until the fresh copy arrives. */
export const useContact = (id: string, placeholder?: Contact) =>
  useQuery({
    ...contactQueryOptions(id),
    placeholderData: placeholder,
    refetchInterval: (query) => (awaitingRescore(query.state.data) ? 1000 : false),
  });
