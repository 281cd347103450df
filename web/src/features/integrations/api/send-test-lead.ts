import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterRecordChange, refreshOnceProjected } from '../../../lib/query-keys';
import { integrationsQueryKeys } from './integrations-query-keys';

/** The contacts feature's list root: a test lead is a real contact. */
const CONTACTS_ROOT = ['contacts'] as const;

/** The tester's lead (document 2, section 7: source defaults to website). */
export interface TestLead {
  name: string;
  email: string;
  phone: string;
  company: string;
  title: string;
  message: string;
  source: 'website';
}

export interface TestLeadAnswer {
  success?: boolean;
  status?: string;
  contact?: { id: string };
}

/**
 * Posts the lead to the chosen webhook URL as a form tool would (no cookie). It goes to the URL's
 * path on this page's origin, which is the API's behind CloudFront and the dev server's proxy.
 * A non-OK answer throws "HTTP {status}: {statusText}" (section 7).
 */
export const sendTestLead = async ({ url, lead }: { url: string; lead: TestLead }) => {
  const target = new URL(url, window.location.origin);
  const response = await fetch(`${target.pathname}${target.search}`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(lead),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
  return (text ? JSON.parse(text) : {}) as TestLeadAnswer;
};

/**
 * A lead sent shows in the source's deliveries, and the tile's last updated time moves: both read
 * at once and again once the delivery's log entry has followed from the table's stream.
 */
export const useSendTestLead = (source: WebhookSource) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestLead,
    onSettled: () => {
      refreshOnceProjected(queryClient, [
        integrationsQueryKeys.deliveries(source),
        integrationsQueryKeys.webhookUrls,
      ]);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationsQueryKeys.deliveries(source) }),
        queryClient.invalidateQueries({ queryKey: integrationsQueryKeys.webhookUrls }),
        refreshAfterRecordChange(queryClient, CONTACTS_ROOT, { created: true }),
      ]);
    },
  });
};
