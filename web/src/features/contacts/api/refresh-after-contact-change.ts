import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterRecordChange } from '../../../lib/query-keys';
import { contactsQueryKey } from './get-contacts';

/**
 * What a contact's creation, change or deletion makes out of date: every contacts list, the
 * dashboard's figures (metrics, insights, recent leads, analytics) and, for a new contact, the
 * onboarding milestones the server flips ("first contact added").
 */
export const refreshAfterContactChange = (
  queryClient: QueryClient,
  options?: { created?: boolean },
) => refreshAfterRecordChange(queryClient, contactsQueryKey, options);
