import { useMutation } from '@tanstack/react-query';
import { whatsappPaths } from '../../../config/whatsapp-paths';
import { apiRequest } from '../../../lib/api-client';

export interface TestMessage {
  phoneNumber: string;
  message: string;
}

export interface TestMessageAnswer {
  success: true;
  messageId: string;
}

export const sendTestMessage = (body: TestMessage) =>
  apiRequest<TestMessageAnswer>(whatsappPaths.testMessage, { method: 'POST', body });

/** Sends a real WhatsApp message; it changes nothing the page reads. */
export const useSendTestMessage = () => useMutation({ mutationFn: sendTestMessage });
