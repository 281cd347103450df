import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { type TestLead, useSendTestLead } from '../api/send-test-lead';

const SAMPLE_LEAD: TestLead = {
  name: 'Test Lead',
  email: 'test.lead@example.com',
  phone: '+91 98765 43210',
  company: 'Test Company',
  title: '',
  message: 'This is a test lead from the webhook tester.',
  source: 'website',
};

export type TesterField = 'name' | 'email' | 'phone' | 'company' | 'message';

/** The tester's state: the endpoint, the editable sample lead, the send and its toasts. */
export const useWebhookTester = (urls: Partial<Record<WebhookSource, string>>) => {
  const toast = useToast();
  const [source, setSource] = useState<WebhookSource>('generic');
  const [lead, setLead] = useState<TestLead>(SAMPLE_LEAD);
  const [contactId, setContactId] = useState<string | null>(null);
  const send = useSendTestLead(source);
  const url = urls[source] ?? '';

  const setField = (field: TesterField, value: string) =>
    setLead((current) => ({ ...current, [field]: value }));

  const submit = () => {
    if (!url) {
      toast({ title: 'Webhook URL not available', variant: 'error' });
      return;
    }
    setContactId(null);
    send.mutate(
      { url, lead },
      {
        onSuccess: (answer) => {
          const id = answer.contact?.id ?? null;
          setContactId(id);
          toast({
            title: 'Test Successful',
            description: `Lead captured successfully. Contact ID: ${id ?? 'N/A'}`,
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({
            title: 'Test Failed',
            description: error instanceof Error ? error.message : 'Unable to send test data',
            variant: 'error',
          }),
      },
    );
  };

  return { source, setSource, url, lead, setField, submit, pending: send.isPending, contactId };
};
