import { WEBHOOK_SOURCES } from '@salesflow/shared/lead-capture/lead-sources';
import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { allShards } from '../../platform/data/shards';
import { ANSWER_PARTITION } from '../../platform/idempotency/answer-record';
import {
  DELIVERIES_PARTITION,
  DELIVERY_SHARDS,
  deliveryPartition,
  endpointKey,
  KEY_LOOKUP_PARTITION,
  keyLookupKey,
  RATE_PARTITION,
  RATE_SHARDS,
  ratePartition,
} from './webhook.entity';

/**
 * What lead webhooks write for an organization (webhook.entity.ts): the deliveries of each source
 * in their shards and the key's rate counters (partitions named after it), and the lookup of its
 * key by hash, found from its endpoint beside its profile.
 */
export const leadWebhooksErasure: ErasureDeclaration = {
  module: 'lead-webhooks',
  partitions: [
    {
      pattern: DELIVERIES_PARTITION.pattern,
      of: (org) =>
        WEBHOOK_SOURCES.flatMap((source) =>
          allShards(DELIVERY_SHARDS).map((shard) => deliveryPartition(org, source, shard)),
        ),
    },
    {
      pattern: RATE_PARTITION.pattern,
      of: (org) => allShards(RATE_SHARDS).map((shard) => ratePartition(org, shard)),
    },
  ],
  derived: [
    {
      pattern: KEY_LOOKUP_PARTITION.pattern,
      from: (item, org) =>
        item.pk === endpointKey(org).pk && item.sk === endpointKey(org).sk && item.keyHash
          ? { items: [keyLookupKey(String(item.keyHash))] }
          : {},
    },
  ],
  left: [
    {
      // lead-capture.service.ts: `IDEMPOTENCY#lead-webhook-answer#<sha256 of the delivery>`.
      pattern: ANSWER_PARTITION.pattern,
      why: 'a delivery’s answer kept for the sender’s retries (status and contact id): no record leads to it, and it goes by its TTL a day later',
    },
  ],
};
