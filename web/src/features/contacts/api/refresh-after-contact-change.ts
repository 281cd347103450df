import type { QueryClient } from '@tanstack/react-query';
import {
  dealsQueryKey,
  PROJECTIONS_FOLLOW_MS,
  refreshAfterRecordChange,
} from '../../../lib/query-keys';
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

/**
 * After an import: the lists and figures now, and once more when the counts, search words and
 * indexes derived from the table's stream have followed (an import's contacts are not the
 * user's own writes the lists lay over themselves).
 */
export const refreshAfterImport = (queryClient: QueryClient) => {
  setTimeout(() => {
    void refreshAfterContactChange(queryClient, { created: true });
  }, PROJECTIONS_FOLLOW_MS);
  return refreshAfterContactChange(queryClient, { created: true });
};
