import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';

/** The integrations page's reads, below one key. */
export const integrationsQueryKeys = {
  all: ['integrations'] as const,
  webhookUrls: ['integrations', 'webhook-urls'] as const,
  deliveries: (source: WebhookSource) => ['integrations', 'deliveries', source] as const,
  fieldMapping: (source: WebhookSource) => ['integrations', 'field-mapping', source] as const,
};
