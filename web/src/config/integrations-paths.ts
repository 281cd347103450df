/**
 * The integrations page's API URLs. Apart from paths.ts because that file is in the entry chunk,
 * and the signed-in first screen has no room to carry URLs only this lazily loaded page uses.
 */
export const integrationsPaths = {
  webhookUrls: '/api/integrations/webhook-urls',
  rotateWebhookKey: '/api/integrations/webhook-key/rotate',
  webhookSettings: '/api/integrations/webhook-settings',
  webhookDeliveries: (source: string) =>
    `/api/integrations/webhooks/${encodeURIComponent(source)}/deliveries`,
  webhookFieldMapping: (source: string) =>
    `/api/integrations/webhooks/${encodeURIComponent(source)}/field-mapping`,
  /** Where a source's leads go when the organization's URLs could not be read (no key). */
  webhookDefault: (source: string) => `/api/webhooks/leads/${encodeURIComponent(source)}`,
} as const;
