import type { WebhookDelivery } from '@salesflow/shared/lead-capture/integrations';

export const DELIVERY_STATUS: Record<
  WebhookDelivery['status'],
  { label: string; tone: 'success' | 'info' | 'default' | 'error' }
> = {
  created: { label: 'Created', tone: 'success' },
  updated: { label: 'Updated', tone: 'info' },
  duplicate: { label: 'Duplicate', tone: 'default' },
  held: { label: 'Held (plan full)', tone: 'info' },
  refused: { label: 'Refused', tone: 'error' },
};

export const formatDeliveryTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
