import type { SendEmailAnswer, SendEmailInput } from '@salesflow/shared/emails/send-email.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { contactActivitiesQueryKey } from './get-contact-activities';

/** POST /api/emails/send from the Compose Email dialog; the email lands on the contact's timeline. */
export const sendEmail = (input: SendEmailInput) =>
  apiRequest<SendEmailAnswer>(paths.api.emailSend, { method: 'POST', body: input });

export const useSendEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmail,
    onSuccess: (_answer, input) =>
      queryClient.invalidateQueries({ queryKey: contactActivitiesQueryKey(input.contactId) }),
  });
};
