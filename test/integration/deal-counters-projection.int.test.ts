import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '@salesflow/functions/counters.projector';
import {
  type DealRecord,
  dealCounterKey,
  holderCounterKey,
  toDealItem,
} from '@salesflow/functions/modules/deals/deal.entity';
import {
  dealBatchAdds,
  dealCounterAdds,
} from '@salesflow/functions/modules/deals/deal-counters.projection';
import { newId } from '@salesflow/functions/platform/data/ids';
import { monthKey } from '@salesflow/functions/platform/data/month-key';
import { foldByKey } from '@salesflow/functions/platform/projections/counter-fold';
import { toStreamChange } from '@salesflow/functions/platform/projections/stream-change';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import type { DealStage } from '@salesflow/shared/deals/deal.schema';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divertProjectorMessages } from '../support/projector-queues';
import { itSurvivesRedelivery } from '../support/projector-redelivery';
import { useLocalStackFromTests } from '../support/service-env';
import { streamRecord } from '../support/stream-records';
import { testTable } from '../support/table';

const ZONE = 'Asia/Kolkata';
const HOLDERS = ['u1', 'u2'];

const record = (before: DealRecord | null, after: DealRecord | null): DynamoDBRecord =>
  streamRecord(before && toDealItem(before), after && toDealItem(after));

const STAGES: DealStage[] = ['prospecting', 'qualification', 'proposal', 'won', 'lost'];

const dealOf = (organizationId: string, n: number): DealRecord => {
  const at = new Date().toISOString();
  const day = todayIn(ZONE);
  const stage = STAGES[n % STAGES.length] as DealStage;
  return {
    id: newId(),
    organizationId,
    title: `Deal ${n}`,
    description: null,
    contactId: null,
    contactName: null,
    contactCompany: null,
    valueCents: 10_000 * (n + 1),
    stage,
    probability: 20 + n * 5,
    expectedCloseDate: n % 2 ? day : null,
    ownerId: 'u1',
    holder: HOLDERS[n % 2] as string,
    leadOwnerId: null,
    wonMonth: stage === 'won' ? monthKey(new Date(at), ZONE) : null,
    createdAt: at,
    updatedAt: at,
    createdDay: day,
    closedDay: stage === 'won' || stage === 'lost' ? day : null,
    reached: 0,
    stageSince: at,
  };
};

/**
 * Ten deals made, some moved on, handed over, revalued or deleted, one made and deleted in the
 * batch: what the counters must show at its end is a recount of `current` (all made now, and
 * the day's moves and wins counted by the changes themselves).
 */
const batchOfChanges = () => {
  const org = `org-${randomUUID()}`;
  const made = Array.from({ length: 10 }, (_, n) => dealOf(org, n));
  const records = made.map((d) => record(null, d));
  const current = [...made];
  const later = (deal: DealRecord) =>
    new Date(Math.max(Date.parse(deal.updatedAt) + 1, Date.now())).toISOString();
  const change = (i: number, next: Partial<DealRecord> | null) => {
    const was = current[i] as DealRecord;
    const after = next && { ...was, ...next, updatedAt: later(was) };
    records.push(record(was, after));
    if (after) current[i] = after;
    else current.splice(i, 1);
  };
  change(0, { stage: 'won', wonMonth: monthKey(new Date(), ZONE), closedDay: todayIn(ZONE) });
  change(1, { holder: 'u1' });
  change(2, { valueCents: 99_000, probability: 90 });
  change(3, null);
  change(4, { stage: 'proposal' });
  change(0, { holder: 'u2' });
  return { org, records, current };
};

const eventOf = (records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

/** The organization's deal counters (its and its holders'), marks left out, zeros dropped. */
const storedCounters = async (org: string) => {
  const table = testTable();
  const out: Record<string, Record<string, number>> = {};
  const partitions = [
    dealCounterKey(org, '').pk,
    ...HOLDERS.map((h) => holderCounterKey(org, h, '').pk),
  ];
  for (const pk of partitions) {
    const { Items = [] } = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
      }),
    );
    for (const item of Items) {
      const fields = Object.entries(item).filter(
        ([name, value]) =>
          name !== 'pk' && name !== 'sk' && !name.startsWith('seq@') && value !== 0,
      );
      if (fields.length) out[`${item.pk} ${item.sk}`] = Object.fromEntries(fields);
    }
  }
  return out;
};

/** The totals and forecasts a recount of the deals there now gives (the days' events aside). */
const recount = (current: readonly DealRecord[]) => {
  const month = monthKey(new Date(), ZONE);
  const out: Record<string, Record<string, number>> = {};
  for (const deal of current) {
    for (const add of dealCounterAdds(null, deal, month, todayIn(ZONE))) {
      const id = `${add.key.pk} ${add.key.sk}`;
      const fields = out[id] ?? {};
      for (const [name, value] of Object.entries(add.deltas)) {
        fields[name] = (fields[name] ?? 0) + value;
      }
      out[id] = fields;
    }
  }
  return out;
};

/** Only what a recount can know: totals and quarter forecasts (not months, days or reports). */
const totals = (counters: Record<string, Record<string, number>>) =>
  Object.fromEntries(
    Object.entries(counters)
      .filter(([id]) => / (DEALS|DEALQUARTER#.*)$/.test(id))
      .map(([id, fields]) => [
        id,
        Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== 0)),
      ])
      .filter(([, fields]) => Object.keys(fields as object).length > 0),
  );

const expectRecount = async (batch: ReturnType<typeof batchOfChanges>) => {
  expect(totals(await storedCounters(batch.org))).toEqual(totals(recount(batch.current)));
};

/**
 * Stream records come at least once: the deal counters' guard is the counter fold's per-key
 * applied-sequence mark (platform/projections/counter-fold.ts).
 */
describe('the deal counters projector, delivered at least once', () => {
  let restoreQueues = () => {};
  beforeAll(async () => {
    useLocalStackFromTests();
    // Made-up records: the messages they ask for must not reach the stack's workers.
    restoreQueues = await divertProjectorMessages();
  });
  afterAll(() => restoreQueues());

  it('folds the batch into one update per key and leaves a recount of the deals', async () => {
    const batch = batchOfChanges();
    const adds = dealBatchAdds(batch.records.map(toStreamChange), () => ZONE);
    expect(foldByKey(adds).length).toBeLessThan(adds.length);
    expect(await handler(eventOf(batch.records))).toEqual({ batchItemFailures: [] });
    await expectRecount(batch);
  });

  itSurvivesRedelivery({
    batchOfChanges,
    addsOf: (changes) => dealBatchAdds(changes, () => ZONE),
    expectRecount,
    stored: (batch) => storedCounters(batch.org),
  });
});
