import type { WebhookDelivery } from '@salesflow/shared/lead-capture/integrations';

export const DELIVERY_STATUS: Record<
  WebhookDelivery['status'],
  { label: string; color: 'success' | 'info' | 'default' | 'error' }
> = {
  created: { label: 'Created', color: 'success' },
  updated: { label: 'Updated', color: 'info' },
  duplicate: { label: 'Duplicate', color: 'default' },
  refused: { label: 'Refused', color: 'error' },
};

export const formatDeliveryTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
