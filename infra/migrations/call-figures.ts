import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  callReportKey,
  callShareOf,
  fromCallItem,
  organizationCallUsageKey,
  userCallUsageKey,
} from '@salesflow/functions/modules/ai-calls/ai-call.entity';
import { callReportDeltas } from '@salesflow/shared/reports/report-counters';
import { type Migration, type MigrationContext, scanByType, scanPages } from './migration-runner';

type Key = { pk: string; sk: string };
const keyOf = ({ pk, sk }: Key) => `${pk}|${sk}`;

/** Keys of the items whose sort key starts with `prefix`, a page at a time. */
async function* scanKeys(context: MigrationContext, prefix: string): AsyncGenerator<Key[]> {
  for await (const items of scanPages(context, {
    filter: { expression: 'begins_with(sk, :prefix)', values: { ':prefix': prefix } },
    attributes: ['pk', 'sk'],
  })) {
    yield items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
  }
}

/**
 * Until this release a demo call took one of the plan's AI calls when it completed, and every
 * call record (demo, or real before it was dialled) counted among the reports' calls, for the
 * lead's holder. Now (shared/src/metrics/figure-definitions.ts) demo calls are free and counted
 * apart, a real call counts once placed, for its maker. So every call report item is set to the
 * recount of the calls (whole, so a field of the old meaning goes), and every AI-calls-used
 * counter to the real calls holding an AI call in its period (a call gives its own back when it
 * never connects). Demo calls' timeline entries become demo calls. Set, not added: running it
 * again changes nothing.
 */
export const recountCallFigures = async (
  context: MigrationContext,
  /** Only these organizations and their callers (a test's own); else all. */
  only?: ReadonlySet<string>,
): Promise<number> => {
  const reports = new Map<string, Key & { fields: Record<string, number> }>();
  const usage = new Map<string, Key & { calls: number }>();
  const callers = new Set<string>();
  const countUsage = (key: Key) => {
    const entry = usage.get(keyOf(key)) ?? { ...key, calls: 0 };
    entry.calls += 1;
    usage.set(keyOf(key), entry);
  };
  let records = 0;
  for await (const page of scanByType(context, ['aiCall'])) {
    for (const item of page) {
      const call = fromCallItem(item);
      const mine = !only || only.has(call.organizationId);
      if (mine) callers.add(call.userId);
      // A caller's own counter counts their calls in every organization.
      const periods = call.mode === 'real' ? call.real?.usage : null;
      if (periods) {
        countUsage(userCallUsageKey(call.userId, periods.userPeriod));
        countUsage(organizationCallUsageKey(call.organizationId, periods.organizationPeriod));
      }
      if (!mine) continue;
      records += 1;
      for (const [sk, deltas] of callReportDeltas(null, callShareOf(call))) {
        const key = callReportKey(call.organizationId, sk);
        const entry = reports.get(keyOf(key)) ?? { ...key, fields: {} };
        for (const [field, value] of Object.entries(deltas)) {
          entry.fields[field] = (entry.fields[field] ?? 0) + value;
        }
        reports.set(keyOf(key), entry);
      }
    }
  }
  const inScope = ({ pk }: Key) => {
    if (!only) return true;
    const [kind, id] = pk.split('#');
    return kind === 'USER' ? callers.has(id ?? '') : only.has(id ?? '');
  };
  const { doc, table } = context;
  for await (const keys of scanKeys(context, 'REPORT#CALLS#')) {
    for (const key of keys.filter((k) => inScope(k) && !reports.has(keyOf(k)))) {
      await doc.send(new DeleteCommand({ TableName: table, Key: key }));
    }
  }
  for (const { pk, sk, fields } of reports.values()) {
    await doc.send(new PutCommand({ TableName: table, Item: { pk, sk, ...fields } }));
  }
  for await (const keys of scanKeys(context, 'AICALLS#')) {
    for (const key of keys.filter((k) => inScope(k) && !usage.has(keyOf(k)))) {
      usage.set(keyOf(key), { ...key, calls: 0 });
    }
  }
  for (const { pk, sk, calls } of usage.values()) {
    if (!inScope({ pk, sk })) continue;
    await doc.send(new PutCommand({ TableName: table, Item: { pk, sk, calls } }));
  }
  await retypeDemoCallActivities(context, only);
  return records;
};

/** What a demo call's timeline entry has always been titled ("Demo AI call: Interested"). */
const DEMO_CALL_SUBJECT = 'Demo AI call: ';

/**
 * A demo call's timeline entry was a `call`; now it is a `demo_call` (no call to the lead). Lead
 * scores computed from the old entries follow at their contact's next recomputation.
 */
const retypeDemoCallActivities = async (
  context: MigrationContext,
  only?: ReadonlySet<string>,
): Promise<void> => {
  for await (const page of scanByType(context, ['activity'])) {
    for (const item of page) {
      const demo =
        item.activityType === 'call' && String(item.subject ?? '').startsWith(DEMO_CALL_SUBJECT);
      if (!demo || (only && !only.has(String(item.organizationId)))) continue;
      await context.doc.send(
        new UpdateCommand({
          TableName: context.table,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET activityType = :demo',
          ConditionExpression: 'activityType = :call',
          ExpressionAttributeValues: { ':demo': 'demo_call', ':call': 'call' },
        }),
      );
    }
  }
};

export const callFiguresMigration: Migration = {
  name: '2026-12-02-call-figures',
  description: 'Demo calls free and apart, real calls counted once placed, for their maker',
  run: (context) => recountCallFigures(context),
};
