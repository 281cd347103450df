import type {
  WhatsAppSendInput,
  WhatsAppSendResult,
} from '@salesflow/shared/whatsapp/whatsapp-message.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { contactActivitiesQueryKey } from './get-contact-activities';

/**
 * POST /api/whatsapp/send from the contacts WhatsApp dialog: a text, or an approved template when
 * the 24-hour window is closed (409 WINDOW_CLOSED). The message lands on the contact's timeline.
 */
export const sendWhatsAppMessage = (input: WhatsAppSendInput) =>
  apiRequest<WhatsAppSendResult>(paths.api.whatsappSend, { method: 'POST', body: input });

export const useSendWhatsAppMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWhatsAppMessage,
    onSuccess: (_answer, input) =>
      queryClient.invalidateQueries({ queryKey: contactActivitiesQueryKey(input.contactId) }),
  });
};
