import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { fromCallItem, platformCallAt } from '@salesflow/functions/modules/ai-calls/ai-call.entity';
import {
  platformCallsPkOf,
  platformDaySk,
  platformMonthSk,
} from '@salesflow/functions/platform/data/platform-stats';
import { callKind } from '@salesflow/shared/metrics/figure-definitions';
import { type Migration, type MigrationContext, scanByType, scanPages } from './migration-runner';

type Key = { pk: string; sk: string };
const keyOf = ({ pk, sk }: Key) => `${pk}|${sk}`;
const PLATFORM_CALLS_PREFIX = 'PLATFORM#CALLS#';

/** Keys of the platform's AI-call counters (`PLATFORM#CALLS#<shard>`), a page at a time. */
async function* platformCallKeys(context: MigrationContext): AsyncGenerator<Key[]> {
  for await (const items of scanPages(context, {
    filter: {
      expression: 'begins_with(pk, :prefix)',
      values: { ':prefix': PLATFORM_CALLS_PREFIX },
    },
    attributes: ['pk', 'sk'],
  })) {
    yield items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
  }
}

/**
 * Until this release the platform's AI calls per UTC day and month (the operators' analytics)
 * counted every call record as it was created: demo calls, and real calls never placed. Now they
 * count a real call once placed, on the day it was dialled (figure-definitions.ts, the reports'
 * rule). So every counter is set to the recount of the placed real calls (on the UTC day they
 * were dialled, or made, for calls from before that was kept). Set, not added: running it again
 * changes nothing.
 */
export const recountPlatformCalls = async (
  context: MigrationContext,
  /** Only the counters with these sort keys (`D#…`, `M#…`: a test's own days); else all. */
  only?: ReadonlySet<string>,
): Promise<number> => {
  const counts = new Map<string, Key & { aiCalls: number }>();
  const count = (key: Key) => {
    const entry = counts.get(keyOf(key)) ?? { ...key, aiCalls: 0 };
    entry.aiCalls += 1;
    counts.set(keyOf(key), entry);
  };
  let records = 0;
  for await (const page of scanByType(context, ['aiCall'])) {
    for (const item of page) {
      const call = fromCallItem(item);
      if (callKind(call) !== 'call') continue;
      records += 1;
      const at = platformCallAt(call);
      const pk = platformCallsPkOf(call.organizationId);
      count({ pk, sk: platformDaySk(at.slice(0, 10)) });
      count({ pk, sk: platformMonthSk(at.slice(0, 7)) });
    }
  }
  const inScope = ({ sk }: Key) => !only || only.has(sk);
  for await (const keys of platformCallKeys(context)) {
    for (const key of keys.filter((k) => !counts.has(keyOf(k)))) {
      counts.set(keyOf(key), { ...key, aiCalls: 0 });
    }
  }
  const { doc, table } = context;
  for (const entry of counts.values()) {
    if (!inScope(entry)) continue;
    await doc.send(new PutCommand({ TableName: table, Item: entry }));
  }
  return records;
};

export const platformCallCountersMigration: Migration = {
  name: '2026-12-03-platform-call-counters',
  description: "The platform's AI calls: real calls once placed, on the day dialled; no demo calls",
  run: (context) => recountPlatformCalls(context),
};
