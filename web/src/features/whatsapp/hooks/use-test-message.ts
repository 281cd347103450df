import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useSendTestMessage } from '../api/send-test-message';

const SEND_FAILED = 'Failed to send test message. Check your configuration.';

/** The Testing tab's form: both fields required, the send, and its toasts (document 2, 8-9). */
export const useTestMessage = () => {
  const toast = useToast();
  const send = useSendTestMessage();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [message, setMessage] = useState('');

  const submit = () => {
    const trimmed = { phoneNumber: phoneNumber.trim(), message: message.trim() };
    if (!trimmed.phoneNumber || !trimmed.message) {
      toast({
        title: 'Missing Information',
        description: 'Please enter both phone number and message',
        variant: 'error',
      });
      return;
    }
    send.mutate(trimmed, {
      onSuccess: () => {
        setMessage('');
        toast({
          title: 'Test Message Sent',
          description: 'WhatsApp test message sent successfully',
          variant: 'success',
        });
      },
      onError: (error) => {
        // The server's own reason (not configured, Meta refused the number) is clearer than ours.
        const reason = errorMessage(error, '');
        toast({
          title: 'Send Failed',
          description: reason ? `${SEND_FAILED} ${reason}` : SEND_FAILED,
          variant: 'error',
        });
      },
    });
  };

  return { phoneNumber, setPhoneNumber, message, setMessage, submit, pending: send.isPending };
};
