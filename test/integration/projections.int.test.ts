import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  searchWordItems,
  toContactItem,
} from '@salesflow/functions/modules/contacts/contact.entity';
import { searchWordWrites } from '@salesflow/functions/modules/contacts/contact-search.projection';
import { handler } from '@salesflow/functions/modules/contacts/contact-search.projector';
import { batchWriteItems } from '@salesflow/functions/platform/data/batch';
import { newId } from '@salesflow/functions/platform/data/ids';
import { toStreamChange } from '@salesflow/functions/platform/projections/stream-change';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchIndexDrift } from '../support/search-index';
import { useLocalStackFromTests } from '../support/service-env';
import { streamRecord } from '../support/stream-records';
import { testTable } from '../support/table';

/** A stream record as Lambda hands it over: a contact from `before` to `after`. */
const record = (before: Contact | null, after: Contact | null): DynamoDBRecord =>
  streamRecord(before && toContactItem(before), after && toContactItem(after));

const contactOf = (organizationId: string, name: string, company: string): Contact => {
  const at = new Date().toISOString();
  return {
    id: newId(),
    organizationId,
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@${company.toLowerCase().replace(/\W+/g, '')}.in`,
    phone: null,
    phoneE164: null,
    company,
    title: null,
    score: 40,
    status: 'warm',
    source: null,
    notes: null,
    ownerId: 'u1',
    assignedTo: 'u1',
    createdAt: at,
    updatedAt: at,
    lastContactedAt: null,
  };
};

/**
 * A batch of one organization's changes: a contact created then renamed, one created, renamed and
 * deleted, one only created, and one renamed twice. Answers the batch, every version the records
 * carry, and the contacts as they are at its end.
 */
const batchOfChanges = () => {
  const org = `org-${randomUUID()}`;
  const a1 = contactOf(org, 'Kiran Bose', 'Bose Textiles');
  const a2 = { ...a1, name: 'Kiran Dutta', company: 'Dutta Mills' };
  const b1 = contactOf(org, 'Meera Iyer', 'Iyer Foods');
  const b2 = { ...b1, company: 'Iyer Spices', assignedTo: 'u2' };
  const c1 = contactOf(org, 'Zoya Khan', 'Khan Motors');
  const d1 = contactOf(org, 'Arjun Rao', 'Rao Steel');
  const d2 = { ...d1, name: 'Arjun Rao Jr' };
  const d3 = { ...d2, company: 'Rao Alloys' };
  const records = [
    record(null, a1),
    record(null, b1),
    record(a1, a2),
    record(null, c1),
    record(b1, b2),
    record(null, d1),
    record(b2, null),
    record(d1, d2),
    record(d2, d3),
  ];
  return {
    org,
    records,
    versions: [a1, a2, b1, b2, c1, d1, d2, d3],
    current: [a2, c1, d3],
  };
};

const eventOf = (records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

/** Every search word item stored for the organization, in key order. */
const storedWords = async (versions: readonly Contact[]) => {
  const table = testTable();
  const partitions = [...new Set(versions.flatMap(searchWordItems).map((item) => item.pk))];
  const items: Record<string, unknown>[] = [];
  for (const pk of partitions.sort()) {
    const out = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
      }),
    );
    items.push(...(out.Items ?? []));
  }
  return items;
};

const expectMatchesRecount = async (versions: Contact[], current: Contact[]) => {
  const drift = await searchIndexDrift(versions, current);
  expect(drift.missing).toEqual([]);
  expect(drift.stray).toEqual([]);
  expect(drift.expected).toBeGreaterThan(current.length);
};

/**
 * Stream records come at least once: the search projector's guard is the item images themselves
 * (contact-search.projection.ts), so whatever is delivered again, halved or cut short converges on
 * what the last record of each contact says.
 */
describe('the search word projector, delivered at least once', () => {
  beforeAll(() => {
    useLocalStackFromTests();
  });

  it('answers no failure and leaves a recount of the contacts', async () => {
    const batch = batchOfChanges();
    expect(await handler(eventOf(batch.records))).toEqual({ batchItemFailures: [] });
    await expectMatchesRecount(batch.versions, batch.current);
  });

  it('changes nothing when a batch is delivered twice', async () => {
    const batch = batchOfChanges();
    await handler(eventOf(batch.records));
    const once = await storedWords(batch.versions);
    expect(once.length).toBeGreaterThan(0);
    expect(await handler(eventOf(batch.records))).toEqual({ batchItemFailures: [] });
    expect(await storedWords(batch.versions)).toEqual(once);
    await expectMatchesRecount(batch.versions, batch.current);
  });

  it('changes nothing when a projector killed mid-batch gets the batch again from its start', async () => {
    const batch = batchOfChanges();
    // What a killed invocation leaves: the first half of the batch's writes made, the rest never.
    const byContact = new Map<string, DynamoDBRecord[]>();
    for (const r of batch.records) {
      const id = String((r.dynamodb?.NewImage ?? r.dynamodb?.OldImage)?.id?.S);
      byContact.set(id, [...(byContact.get(id) ?? []), r]);
    }
    const writes = [...byContact.values()].flatMap((records) =>
      searchWordWrites(records.map(toStreamChange)),
    );
    expect(writes.length).toBeGreaterThan(4);
    await batchWriteItems(writes.slice(0, Math.ceil(writes.length / 2)));
    // The checkpoint did not move: the event source delivers the whole batch again.
    expect(await handler(eventOf(batch.records))).toEqual({ batchItemFailures: [] });
    await expectMatchesRecount(batch.versions, batch.current);
  });

  it('converges when a bisected batch is retried, or replayed from an older checkpoint', async () => {
    const batch = batchOfChanges();
    const half = Math.ceil(batch.records.length / 2);
    // Bisection: the first half applied alone, then the second.
    await handler(eventOf(batch.records.slice(0, half)));
    await handler(eventOf(batch.records.slice(half)));
    await expectMatchesRecount(batch.versions, batch.current);
    const settled = await storedWords(batch.versions);
    // A replay from an earlier checkpoint: older records again, then everything after them.
    await handler(eventOf(batch.records.slice(2, 5)));
    await handler(eventOf(batch.records.slice(2)));
    expect(await storedWords(batch.versions)).toEqual(settled);
  });
});
