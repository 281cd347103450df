import type { WebhookUrlsAnswer } from '@salesflow/shared/lead-capture/integrations';
import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import type { ApiClient } from './api-client';
import { type LoopbackHttp, loopbackHttp } from './loopback';

export interface WebhookAnswer {
  status: number;
  body: {
    success?: boolean;
    status?: 'created' | 'updated' | 'duplicate';
    contact?: { id: string };
    error?: { code: string; message: string; details?: { field: string; message: string }[] };
  };
  headers: Headers;
}

/** The organization's five webhook URLs (made on the first look). */
export const webhookUrlsOf = async (client: ApiClient) =>
  (await client.get<WebhookUrlsAnswer>('/api/integrations/webhook-urls')).body;

/** A form tool posting to a webhook URL: no cookie, no Origin, from a server of its own. */
export const postLead = async (
  url: string,
  contentType: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
  http: LoopbackHttp = loopbackHttp(),
): Promise<WebhookAnswer> => {
  const response = await http.fetch(url, {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body,
  });
  const text = await response.text();
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { raw: text };
  }
  return {
    status: response.status,
    body: parsed as WebhookAnswer['body'],
    headers: response.headers,
  };
};

export const urlOf = (answer: WebhookUrlsAnswer, source: WebhookSource) =>
  answer.webhookUrls[source];
