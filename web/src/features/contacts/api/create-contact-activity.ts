import type { Activity, ActivityInput } from '@salesflow/shared/activities/activity.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
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
    onSuccess: (_activity, { contactId }) =>
      queryClient.invalidateQueries({ queryKey: contactActivitiesQueryKey(contactId) }),
  });
};
