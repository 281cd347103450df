import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

/** Contacts offered per search in the deal form's contact field. */
export const CONTACT_OPTIONS_LIMIT = 20;

/** GET /api/contacts?limit=20&search=…: an organization may hold 100,000 contacts, so never all. */
export const searchContacts = (search: string, signal?: AbortSignal) =>
  apiRequest<ContactPage>(paths.api.contacts, {
    query: { limit: CONTACT_OPTIONS_LIMIT, search: search || undefined },
    signal,
  });

/** Under the contacts root, so contact changes refresh the options as well. */
export const contactOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['contacts', 'options', { search }] as const,
    queryFn: ({ signal }) => searchContacts(search, signal),
  });

/** The contact choices for a typed (already debounced) text; fetched only while `enabled`. */
export const useContactOptions = (search: string, enabled: boolean) =>
  useQuery({ ...contactOptionsQueryOptions(search), enabled, placeholderData: keepPreviousData });
