import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { callShareOf, fromCallItem } from '@salesflow/functions/modules/ai-calls/ai-call.entity';
import {
  contactPartition,
  creditedHolderOf,
  fromContactItem,
} from '@salesflow/functions/modules/contacts/contact.entity';
import { dealCounterKey, fromDealItem } from '@salesflow/functions/modules/deals/deal.entity';
import { dealShareOf } from '@salesflow/functions/modules/deals/deal-trail';
import { DEFAULT_TIMEZONE } from '@salesflow/functions/platform/data/month-key';
import { shardOf } from '@salesflow/functions/platform/data/shards';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import {
  type BucketDeltas,
  callReportDeltas,
  contactReportDeltas,
  dealReportDeltas,
} from '@salesflow/shared/reports/report-counters';
import { newContactsMetric } from '@salesflow/shared/reports/report-fields';
import { type Migration, type MigrationContext, scanByType } from './migration-runner';

/**
 * The reports read counters per day and month (shared/src/reports/report-counters.ts). Records
 * saved before them are counted afresh: every organization's report items are set to the recount
 * of its contacts, deals and calls (set, not added, so running it again changes nothing); time in
 * stage, which only live moves count, is left as it is.
 */
export const countReports = async (
  context: MigrationContext,
  /** Only these organizations (a test's own, while other tests write theirs); else all. */
  only?: ReadonlySet<string>,
): Promise<number> => {
  const timezones = new Map<string, string>();
  for await (const page of scanByType(context, ['organization'])) {
    for (const item of page) timezones.set(String(item.id), String(item.timezone ?? ''));
  }
  const zoneOf = (organizationId: string) => timezones.get(organizationId) || DEFAULT_TIMEZONE;
  const totals = new Map<string, Record<string, number>>();
  const addAll = (pk: string, buckets: BucketDeltas) => {
    for (const [sk, deltas] of buckets) {
      const key = `${pk}|${sk}`;
      const current = totals.get(key) ?? {};
      for (const [field, value] of Object.entries(deltas)) {
        current[field] = (current[field] ?? 0) + value;
      }
      totals.set(key, current);
    }
  };
  let records = 0;
  for await (const page of scanByType(context, ['contact', 'deal', 'aiCall'])) {
    for (const item of page) {
      if (only && !only.has(String(item.organizationId))) continue;
      records += 1;
      if (item.type === 'contact') {
        const contact = fromContactItem(item);
        const day = todayIn(zoneOf(contact.organizationId), new Date(contact.createdAt));
        addAll(
          contactPartition(contact.organizationId, shardOf(contact.id)),
          contactReportDeltas(null, {
            day,
            metric: newContactsMetric(contact.source),
            holder: creditedHolderOf(contact),
          }),
        );
      } else if (item.type === 'deal') {
        const deal = fromDealItem(item);
        addAll(
          dealCounterKey(deal.organizationId, '').pk,
          dealReportDeltas(null, dealShareOf(deal), ''),
        );
      } else {
        // As calls count now (callShareOf); the call-figures migration recounts them whole.
        const call = fromCallItem(item);
        addAll(
          dealCounterKey(call.organizationId, '').pk,
          callReportDeltas(null, callShareOf(call)),
        );
      }
    }
  }
  for (const [key, fields] of totals) {
    const at = key.lastIndexOf('|');
    const entries = Object.entries(fields);
    // Set field by field (a few at a time, for the expression's size), so what only live writes
    // count (time in stage) stays.
    for (let i = 0; i < entries.length; i += 40) {
      const part = entries.slice(i, i + 40);
      await context.doc.send(
        new UpdateCommand({
          TableName: context.table,
          Key: { pk: key.slice(0, at), sk: key.slice(at + 1) },
          UpdateExpression: `SET ${part.map((_, n) => `#f${n} = :v${n}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(part.map(([name], n) => [`#f${n}`, name])),
          ExpressionAttributeValues: Object.fromEntries(part.map(([, v], n) => [`:v${n}`, v])),
        }),
      );
    }
  }
  return records;
};

export const reportCountersMigration: Migration = {
  name: '2026-11-28-report-counters',
  description: 'Count contacts, deals and calls into the per-day report counters',
  run: (context) => countReports(context),
};
