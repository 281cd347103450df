import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '@salesflow/functions/counters.projector';
import {
  contactPartition,
  contactPhoneKey,
  leadsPartition,
  toContactItem,
  toLeadsItem,
} from '@salesflow/functions/modules/contacts/contact.entity';
import {
  contactBatchAdds,
  contactCounterAdds,
} from '@salesflow/functions/modules/contacts/contact-counters.projection';
import { batchGetItems } from '@salesflow/functions/platform/data/batch';
import { newId } from '@salesflow/functions/platform/data/ids';
import { monthKey } from '@salesflow/functions/platform/data/month-key';
import { allShards, shardOf } from '@salesflow/functions/platform/data/shards';
import { foldByKey } from '@salesflow/functions/platform/projections/counter-fold';
import { toStreamChange } from '@salesflow/functions/platform/projections/stream-change';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divertProjectorMessages } from '../support/projector-queues';
import { itSurvivesRedelivery } from '../support/projector-redelivery';
import { useLocalStackFromTests } from '../support/service-env';
import { streamRecord } from '../support/stream-records';
import { testTable } from '../support/table';

const ZONE = 'Asia/Kolkata';

/** A stream record as Lambda hands it over: a contact from `before` to `after`. */
const record = (before: Contact | null, after: Contact | null): DynamoDBRecord =>
  streamRecord(before && toContactItem(before), after && toContactItem(after));

const contactOf = (organizationId: string, n: number, score: number): Contact => {
  const at = new Date().toISOString();
  return {
    id: newId(),
    organizationId,
    name: `Lead ${n}`,
    email: `lead${n}@firm.in`,
    phone: null,
    phoneE164: null,
    company: null,
    title: null,
    score,
    status: 'warm',
    source: n % 2 ? 'website' : null,
    notes: null,
    ownerId: 'u1',
    assignedTo: n % 3 ? 'u1' : null,
    createdAt: at,
    updatedAt: at,
    lastContactedAt: null,
  };
};

/**
 * Twelve contacts made (so several share a partition), some scored up, handed over or deleted,
 * one made and deleted in the batch: what the counters must show at its end is a recount of
 * `current`.
 */
const batchOfChanges = () => {
  const org = `org-${randomUUID()}`;
  const made = Array.from({ length: 12 }, (_, n) => contactOf(org, n, 30 + n * 5));
  const records = made.map((c) => record(null, c));
  const current = [...made];
  const change = (i: number, next: Contact | null) => {
    const was = current[i] as Contact;
    records.push(record(was, next));
    if (next) current[i] = next;
    else current.splice(i, 1);
  };
  change(0, { ...(current[0] as Contact), score: 95 });
  change(1, { ...(current[1] as Contact), assignedTo: 'u2' });
  change(2, { ...(current[2] as Contact), assignedTo: 'u2', score: 10 });
  change(3, null);
  change(0, { ...(current[0] as Contact), assignedTo: null });
  change(5, null);
  return { org, records, current };
};

const eventOf = (records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

/** The organization's counter items in its contact partitions, marks left out, zeros dropped. */
const storedCounters = async (org: string) => {
  const table = testTable();
  const out: Record<string, Record<string, number>> = {};
  for (const shard of allShards()) {
    const { Items = [] } = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': contactPartition(org, shard) },
        ConsistentRead: true,
      }),
    );
    for (const item of Items) {
      if (item.type === 'contact') continue;
      const fields = Object.entries(item).filter(
        ([name, value]) =>
          name !== 'pk' && name !== 'sk' && !name.startsWith('seq@') && value !== 0,
      );
      if (fields.length) out[`${item.pk} ${item.sk}`] = Object.fromEntries(fields);
    }
  }
  return out;
};

/** The counters as a recount of the contacts there now (all made this month) gives them. */
const recount = (current: readonly Contact[]) => {
  const month = monthKey(new Date(), ZONE);
  const out: Record<string, Record<string, number>> = {};
  for (const contact of current) {
    for (const add of contactCounterAdds(null, contact, month, ZONE)) {
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

/** The leads index items stored for the organization's holders. */
const storedLeads = async (org: string) => {
  const table = testTable();
  const items: Record<string, unknown>[] = [];
  for (const holder of ['u1', 'u2', 'NONE']) {
    for (const shard of allShards()) {
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': leadsPartition(org, holder, shard) },
          ConsistentRead: true,
        }),
      );
      items.push(...Items);
    }
  }
  return items.map((item) => `${item.pk} ${item.sk}`).sort();
};

const expectRecount = async (batch: ReturnType<typeof batchOfChanges>) => {
  expect(await storedCounters(batch.org)).toEqual(recount(batch.current));
  expect(await storedLeads(batch.org)).toEqual(
    batch.current.map((c) => `${toLeadsItem(c).pk} ${toLeadsItem(c).sk}`).sort(),
  );
};

/**
 * Stream records come at least once: the counters' guard is a per-key applied-sequence mark
 * (platform/projections/counter-fold.ts), the leads index's the versioned items.
 */
describe('the contact counters projector, delivered at least once', () => {
  let restoreQueues = () => {};
  beforeAll(async () => {
    useLocalStackFromTests();
    // Made-up records: the messages they ask for must not reach the stack's workers.
    restoreQueues = await divertProjectorMessages();
  });
  afterAll(() => restoreQueues());

  it('folds the batch into one update per key and leaves a recount of the contacts', async () => {
    const batch = batchOfChanges();
    // Several contacts share a partition: fewer counter keys than counter adds.
    const adds = contactBatchAdds(batch.records.map(toStreamChange), () => ZONE);
    expect(foldByKey(adds).length).toBeLessThan(adds.length);
    expect(new Set(batch.current.map((c) => shardOf(c.id))).size).toBeLessThan(12);
    expect(await handler(eventOf(batch.records))).toEqual({ batchItemFailures: [] });
    await expectRecount(batch);
  });

  it('writes each new contact’s "Contact created" entry once, and takes it away with the contact', async () => {
    const batch = batchOfChanges();
    const made = batch.records
      .filter((r) => r.eventName === 'INSERT')
      .map((r) => String(r.dynamodb?.NewImage?.id?.S));
    expect(await handler(eventOf(batch.records))).toEqual({ batchItemFailures: [] });
    expect(await handler(eventOf(batch.records))).toEqual({ batchItemFailures: [] });
    const table = testTable();
    const entries = async (id: string) => {
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `ORG#${batch.org}#CONTACTACT#${id}` },
          ConsistentRead: true,
        }),
      );
      return Items.map((item) => [item.sk, item.activityType, item.subject, item.userId]);
    };
    const kept = new Set(batch.current.map((c) => c.id));
    for (const id of made) {
      expect(await entries(id)).toEqual(
        kept.has(id) ? [[`ACT#${id}`, 'contact_created', 'Contact created', 'u1']] : [],
      );
    }
  });

  itSurvivesRedelivery({
    batchOfChanges,
    addsOf: (changes) => contactBatchAdds(changes, () => ZONE),
    expectRecount,
    stored: (batch) => storedCounters(batch.org),
  });

  // As in AWS (an update a key), and as the local stack on disk sends them (new keys together).
  for (const mode of ['batches', 'transactions'] as const) {
    it(`keeps each phone’s set of contacts, the same however often a batch comes, and drops an emptied one (${mode})`, async () => {
      process.env.DYNAMODB_BULK_WRITES = mode;
      try {
        const org = `org-${randomUUID()}`;
        const phone = (p: string) => ({ phone: p, phoneE164: p });
        const a = { ...contactOf(org, 1, 10), ...phone('+919811100001') };
        const b = { ...contactOf(org, 2, 10), ...phone('+919811100001') };
        const c = { ...contactOf(org, 3, 10), ...phone('+919811100003') };
        const aMoved = {
          ...a,
          ...phone('+919811100002'),
          updatedAt: new Date(Date.now() + 1).toISOString(),
        };
        const records = [
          record(null, a),
          record(null, b),
          record(null, c),
          record(a, aMoved),
          record(b, null),
        ];
        const sets = async () =>
          Object.fromEntries(
            (
              await batchGetItems(
                ['+919811100001', '+919811100002', '+919811100003'].map((p) =>
                  contactPhoneKey(org, p),
                ),
              )
            ).map((item) => [String(item.pk).split('#').pop(), [...(item.ids as Set<string>)]]),
          );
        // Applied change by change (the last two in a batch of their own), then all again at once.
        expect(await handler(eventOf(records.slice(0, 3)))).toEqual({ batchItemFailures: [] });
        expect(await sets()).toEqual({
          '+919811100001': expect.arrayContaining([a.id, b.id]),
          '+919811100003': [c.id],
        });
        expect(await handler(eventOf(records.slice(3)))).toEqual({ batchItemFailures: [] });
        const settled = { '+919811100002': [a.id], '+919811100003': [c.id] };
        expect(await sets()).toEqual(settled);
        expect(await handler(eventOf(records))).toEqual({ batchItemFailures: [] });
        expect(await handler(eventOf(records.slice(1)))).toEqual({ batchItemFailures: [] });
        expect(await sets()).toEqual(settled);
        // The emptied number's item is gone, not left behind empty.
        expect(await batchGetItems([contactPhoneKey(org, '+919811100001')])).toEqual([]);
      } finally {
        delete process.env.DYNAMODB_BULK_WRITES;
      }
    });
  }
});
