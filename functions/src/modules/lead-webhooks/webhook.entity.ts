import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { keyShape } from '../../platform/data/key-shape';
import { ORGANIZATION_PARTITION } from '../../platform/data/shared-partitions';
import { INDEXES } from '../../platform/data/table-definition';

/**
 * Lead webhooks' items (only this module's repository uses them):
 * - the organization's endpoint: `ORG#<org>` / `WEBHOOK`: its key sealed (shown on the
 *   integrations page), the key's hash, the per-key ceiling, who set it up;
 * - the key's lookup: `WHKEY#<sha256(key)>` / `WHKEY`: the organization; rotation replaces it
 *   in the same transaction as the endpoint, so an old key stops at once;
 * - a source's field mapping: `ORG#<org>` / `WEBHOOK#MAP#<source>`;
 * - deliveries: `WHDEL#<org>#<source>#<shard>` / `<receivedAt>#<id>`, spread over shards so a
 *   burst to one organization writes to several partitions; those that brought a lead are also
 *   in gsi1 under `WHLEAD#<org>#<shard>` by time (the page's "last updated"). Kept 30 days.
 * - the per-key rate counter: `WHRATE#<org>#<shard>` / `W#<windowStart>`.
 */
export const endpointKey = (organizationId: string) => ({
  pk: ORGANIZATION_PARTITION.key(organizationId),
  sk: 'WEBHOOK',
});

export const KEY_LOOKUP_PARTITION = keyShape('WHKEY#<key hash>');
export const keyLookupKey = (keyHash: string) => ({
  pk: KEY_LOOKUP_PARTITION.key(keyHash),
  sk: 'WHKEY',
});

export const mappingKey = (organizationId: string, source: WebhookSource) => ({
  pk: ORGANIZATION_PARTITION.key(organizationId),
  sk: `WEBHOOK#MAP#${source}`,
});

export const DELIVERY_SHARDS = 8;
export const DELIVERIES_PARTITION = keyShape('WHDEL#<org>#<source>#<shard>');
export const deliveryPartition = (organizationId: string, source: WebhookSource, shard: number) =>
  DELIVERIES_PARTITION.key(organizationId, source, String(shard));
export const LEAD_TIME_PARTITION = keyShape('WHLEAD#<org>#<shard>');
export const leadTimePartition = (organizationId: string, shard: number) =>
  LEAD_TIME_PARTITION.key(organizationId, String(shard));
export const LEAD_TIME_INDEX = INDEXES.gsi1;

/**
 * Items the per-key rate counter is spread over once a key's ceiling is high (800 a minute and
 * more): at 1,000 leads a second each takes ~63 writes a second.
 */
export const RATE_SHARDS = 16;
export const RATE_PARTITION = keyShape('WHRATE#<org>#<shard>');
export const ratePartition = (organizationId: string, shard: number) =>
  RATE_PARTITION.key(organizationId, String(shard));
export const rateKey = (organizationId: string, shard: number, windowStart: number) => ({
  pk: ratePartition(organizationId, shard),
  sk: `W#${windowStart}`,
});

export interface WebhookEndpoint {
  organizationId: string;
  /**
   * The key, sealed (platform/secrets: encrypted under the organization and this purpose), so a
   * copy of the table gives no key. Null on an endpoint saved before keys were sealed.
   */
  sealedKey: string | null;
  /** The key in the clear, only on an endpoint saved before keys were sealed (sealed on next look). */
  plainKey: string | null;
  keyHash: string;
  /** Leads per minute this key may send; past it, 429. */
  leadsPerMinute: number;
  /** Who created or last rotated the key. */
  setUpBy: string;
  updatedAt: string;
}

export type DeliveryStatus = 'created' | 'updated' | 'duplicate' | 'held' | 'refused';

export interface Delivery {
  id: string;
  source: WebhookSource;
  receivedAt: string;
  status: DeliveryStatus;
  /** What its sender was answered; written from its status (webhooks.repository.ts). */
  httpStatus: number;
  contactId: string | null;
  error: string | null;
}

/** A delivery as the lead webhook logs it: its HTTP status follows from its status. */
export type NewDelivery = Omit<Delivery, 'httpStatus'>;

export const fromEndpointItem = (item: Record<string, unknown>): WebhookEndpoint => ({
  organizationId: String(item.organizationId),
  sealedKey: typeof item.sealedKey === 'string' ? item.sealedKey : null,
  plainKey: typeof item.key === 'string' ? item.key : null,
  keyHash: String(item.keyHash),
  leadsPerMinute: Number(item.leadsPerMinute),
  setUpBy: String(item.setUpBy),
  updatedAt: String(item.updatedAt),
});

export const fromDeliveryItem = (item: Record<string, unknown>): Delivery => ({
  id: String(item.id),
  source: item.source as WebhookSource,
  receivedAt: String(item.receivedAt),
  status: item.status as DeliveryStatus,
  httpStatus: Number(item.httpStatus),
  contactId: (item.contactId as string | null | undefined) ?? null,
  error: (item.error as string | null | undefined) ?? null,
});
