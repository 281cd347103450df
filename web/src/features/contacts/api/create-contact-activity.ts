import type { Activity, ActivityInput } from '@salesflow/shared/activities/activity.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { contactDetailQueryKey } from './get-contact';
import { contactActivitiesQueryKey } from './get-contact-activities';

export interface CreateContactActivityInput {
  contactId: string;
  activity: ActivityInput;
}

/** POST /api/contacts/{id}/activities: a note or a call the user made (201). */
export const createContactActivity = ({ contactId, activity }: CreateContactActivityInput) =>
  apiRequest<Activity>(paths.api.contactActivities(contactId), { method: 'POST', body: activity });

export const useCreateContactActivity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContactActivity,
    // The contact too: its last contact moved, and its lead score is recomputed from the call or
    // note (the detail reads again until it is).
    onSuccess: (_activity, { contactId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactActivitiesQueryKey(contactId) }),
        queryClient.invalidateQueries({ queryKey: contactDetailQueryKey(contactId), exact: true }),
      ]),
  });
};
