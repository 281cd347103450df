import { randomUUID } from 'node:crypto';
import { heldCountAdds } from '@salesflow/functions/modules/held-leads/held-count.projection';
import { heldCountKey } from '@salesflow/functions/modules/held-leads/held-lead.entity';
import {
  heldCount,
  holdWrites,
  oldestHeld,
  releaseWrites,
} from '@salesflow/functions/modules/held-leads/held-leads.repository';
import { newId } from '@salesflow/functions/platform/data/ids';
import { addWrite, commit, putWrite } from '@salesflow/functions/platform/data/unit-of-work';
import type { HeldLead } from '@salesflow/shared/contacts/held-lead';
import type { DynamoDBRecord } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { tapDynamo } from '../support/dynamo-tap';
import { settleProjections } from '../support/projections';
import { itSurvivesRedelivery } from '../support/projector-redelivery';
import { useLocalStackFromTests } from '../support/service-env';
import { streamRecord } from '../support/stream-records';

beforeAll(useLocalStackFromTests);

const leadOf = (n: number): HeldLead => ({
  id: newId(),
  receivedAt: new Date(Date.UTC(2026, 10, 28, 10, 0, n)).toISOString(),
  origin: 'webhook:generic',
  fields: {
    name: `Held ${n}`,
    email: `held${n}.${randomUUID().slice(0, 8)}@example.in`,
  } as HeldLead['fields'],
  assignedTo: null,
});

/** A held lead's item as the hold writes it (`holdWrites`), marked or as before the change. */
const itemOf = (organizationId: string, lead: HeldLead, marked = true) => {
  const [hold] = holdWrites(organizationId, lead);
  const written = (hold?.item.Put?.Item ?? {}) as Record<string, unknown>;
  const { countedFromStream: _mark, ...item } = written;
  return marked ? { ...item, countedFromStream: true } : item;
};

interface HeldBatch {
  records: DynamoDBRecord[];
  expected: Map<string, number>;
}

describe('the held leads count follows from the stream', () => {
  it('keeps the count out of the holds’ transactions, and counts each lead held and released once', async () => {
    const organizationId = `org-${randomUUID()}`;
    const leads = Array.from({ length: 30 }, (_, n) => leadOf(n));
    const tap = tapDynamo();
    try {
      await Promise.all(leads.map((lead) => commit(holdWrites(organizationId, lead))));
      const holds = tap.calls.filter((call) => call.keys.some((key) => key.includes('#HELD ')));
      expect(holds.length).toBeGreaterThanOrEqual(30);
      // No hold's own call names the organization's count: no item written at the burst's rate.
      expect(holds.filter((call) => call.keys.some((key) => key.endsWith(' HELDCOUNT')))).toEqual(
        [],
      );
    } finally {
      tap.stop();
    }
    await settleProjections();
    expect(await heldCount(organizationId)).toBe(30);

    const stored = await oldestHeld(organizationId, 10);
    expect(stored.every((lead) => lead.countedFromStream)).toBe(true);
    for (const lead of stored) await commit(releaseWrites(organizationId, lead));
    await settleProjections();
    expect(await heldCount(organizationId)).toBe(20);
  });

  it('takes a lead held before the change off once, in its release, as its hold counted it', async () => {
    const organizationId = `org-${randomUUID()}`;
    const old = leadOf(1);
    // As the hold wrote it before: the item unmarked, and the count in the same transaction.
    await commit([
      putWrite(itemOf(organizationId, old, false)),
      ...addWrite(heldCountKey(organizationId), { count: 1 }),
    ]);
    await commit(holdWrites(organizationId, leadOf(2)));
    await settleProjections();
    expect(await heldCount(organizationId)).toBe(2);
    const [first] = await oldestHeld(organizationId, 1);
    expect(first).toMatchObject({ id: old.id, countedFromStream: false });
    await commit(releaseWrites(organizationId, first as NonNullable<typeof first>));
    await settleProjections();
    expect(await heldCount(organizationId)).toBe(1);
  });

  describe('at least once', () => {
    const batchOfChanges = (): HeldBatch => {
      const records: DynamoDBRecord[] = [];
      const expected = new Map<string, number>();
      for (let o = 0; o < 6; o += 1) {
        const organizationId = `org-${randomUUID()}`;
        const leads = Array.from({ length: 4 }, (_, n) => leadOf(n));
        for (const lead of leads) records.push(streamRecord(null, itemOf(organizationId, lead)));
        // The first one released again; one held before the change is not counted here.
        records.push(streamRecord(itemOf(organizationId, leads[0] as HeldLead), null));
        records.push(streamRecord(null, itemOf(organizationId, leadOf(9), false)));
        expected.set(organizationId, 3);
      }
      return { records, expected };
    };
    const expectRecount = async (batch: HeldBatch) => {
      for (const [organizationId, count] of batch.expected) {
        expect(await heldCount(organizationId)).toBe(count);
      }
    };
    itSurvivesRedelivery({
      batchOfChanges,
      addsOf: (changes) => heldCountAdds(changes),
      expectRecount,
    });
  });
});
