import type { CallingSettings } from '@salesflow/shared/calls/calling-settings.schema';
import { readAll, readItem } from '../../platform/data/read';
import { allShards, shardOf } from '../../platform/data/shards';
import { AI_AGENT_PARTITION } from '../../platform/data/shared-partitions';
import { INDEXES } from '../../platform/data/table-definition';
import { putWrite, type Write } from '../../platform/data/unit-of-work';

/**
 * Organizations with scheduled auto-calling on sit in gsi1 (one partition per shard, across
 * organizations), so the auto-calling schedule reads them by key, never the organizations.
 */
const AUTO_CALLING_INDEX = INDEXES.gsi1;
const autoCallingPartition = (shard: number) => `AUTOCALLING#${shard}`;

/** The organization's calling rules: one item beside the AI agent's settings. */
export const callingSettingsKey = (organizationId: string) => ({
  pk: AI_AGENT_PARTITION.key(organizationId),
  sk: 'CALLING',
});

export const readCallingSettings = async (
  organizationId: string,
): Promise<{ stored: Partial<CallingSettings> | null; updatedAt: string | null }> => {
  const item = await readItem(callingSettingsKey(organizationId));
  if (!item) return { stored: null, updatedAt: null };
  const { pk: _pk, sk: _sk, type: _type, updatedAt, organizationId: _org, ...stored } = item;
  return {
    stored: stored as Partial<CallingSettings>,
    updatedAt: typeof updatedAt === 'string' ? updatedAt : null,
  };
};

/** The whole settings replace the saved ones (the form always sends every field). */
export const callingSettingsWrite = (
  organizationId: string,
  settings: CallingSettings,
  updatedAt: string,
): Write =>
  putWrite({
    ...callingSettingsKey(organizationId),
    type: 'callingSettings',
    organizationId,
    ...settings,
    updatedAt,
    ...(settings.autoCalling.enabled
      ? {
          [AUTO_CALLING_INDEX.partitionKey]: autoCallingPartition(shardOf(organizationId)),
          [AUTO_CALLING_INDEX.sortKey]: organizationId,
        }
      : {}),
  });

/** The organizations with scheduled auto-calling on. */
export const readAutoCallingOrganizations = async (): Promise<string[]> => {
  const ids: string[] = [];
  for (const shard of allShards()) {
    const items = await readAll({ pk: autoCallingPartition(shard), index: AUTO_CALLING_INDEX });
    for (const item of items) ids.push(String(item.organizationId));
  }
  return ids;
};
