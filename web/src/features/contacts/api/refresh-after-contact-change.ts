import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryKeys } from '../../dashboard/api/query-keys';
import { onboardingQueryKey } from '../../onboarding/api/get-onboarding-state';
import { contactsQueryKey } from './get-contacts';

/**
 * What a contact's creation, change or deletion makes out of date: every contacts list, the
 * dashboard's figures (metrics, insights, recent leads, analytics) and, for a new contact, the
 * onboarding milestones the server flips ("first contact added").
 */
export const refreshAfterContactChange = (
  queryClient: QueryClient,
  { created = false }: { created?: boolean } = {},
) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: contactsQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.all }),
    created ? queryClient.invalidateQueries({ queryKey: onboardingQueryKey }) : undefined,
  ]);
