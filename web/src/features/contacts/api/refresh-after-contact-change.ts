import type { QueryClient } from '@tanstack/react-query';
import { dealsQueryKey, refreshAfterRecordChange } from '../../../lib/query-keys';
import { contactsQueryKey } from './get-contacts';

/**
 * What a contact's creation, change or deletion makes out of date: every contacts list, the
 * dashboard's figures (metrics, insights, recent leads, analytics) and, for a new contact, the
 * onboarding milestones the server flips ("first contact added"). A changed or deleted contact's
 * deals get its new name and company (or lose it) through the contact-changes queue, so the
 * deals lists are marked stale and read again when next shown.
 */
export const refreshAfterContactChange = (
  queryClient: QueryClient,
  { created = false }: { created?: boolean } = {},
) =>
  refreshAfterRecordChange(queryClient, contactsQueryKey, {
    created,
    staleAlso: created ? [] : [dealsQueryKey],
  });
