import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '@salesflow/functions/counters.projector';
import {
  CALL_COUNTED_FROM_STREAM,
  type CallRecord,
  heldCallsPartition,
  toCallItem,
  toHeldCallItem,
  withLoggedCall,
} from '@salesflow/functions/modules/ai-calls/ai-call.entity';
import {
  callBatchAdds,
  callReportAdds,
  loggedCallAdds,
  platformCallAdds,
} from '@salesflow/functions/modules/ai-calls/call-counters.projection';
import { contactCallCountKey } from '@salesflow/functions/modules/contacts/contacts.repository';
import { newId } from '@salesflow/functions/platform/data/ids';
import {
  platformCallsPkOf,
  platformDaySk,
  platformMonthSk,
} from '@salesflow/functions/platform/data/platform-stats';
import { toStreamChange } from '@salesflow/functions/platform/projections/stream-change';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divertProjectorMessages } from '../support/projector-queues';
import { itSurvivesRedelivery } from '../support/projector-redelivery';
import { useLocalStackFromTests } from '../support/service-env';
import { streamRecord } from '../support/stream-records';
import { testTable } from '../support/table';

/** A call's item as it is stored: marked (written since the cut-over) or not (before it). */
const itemOf = (call: CallRecord, marked: boolean) => {
  const { [CALL_COUNTED_FROM_STREAM]: _mark, ...item } = toCallItem(call);
  return marked ? { ...item, [CALL_COUNTED_FROM_STREAM]: true } : item;
};
/** A stream record as Lambda hands it over: a call from `before` to `after`. */
const record = (
  before: CallRecord | null,
  after: CallRecord | null,
  marks: { before?: boolean; after?: boolean } = {},
): DynamoDBRecord =>
  streamRecord(
    before && itemOf(before, marks.before ?? true),
    after && itemOf(after, marks.after ?? true),
  );

/**
 * The platform's AI-call counters are one for every organization: each batch dials on a day of
 * its own, far in the future, that no other test touches.
 */
let year = 3000 + Math.floor(Math.random() * 4000);
const ownDay = () => {
  year += 1;
  return `${year}-05-17`;
};

const callOf = (org: string, n: number, mode: 'demo' | 'real', day: string): CallRecord => {
  const at = new Date().toISOString();
  return {
    id: newId(),
    organizationId: org,
    contactId: `contact-${n}`,
    contactName: `Lead ${n}`,
    contactCompany: null,
    phoneNumber: '+919876543210',
    status: mode === 'demo' ? 'calling' : 'queued',
    mode,
    duration: null,
    transcript: null,
    outcome: null,
    sentiment: null,
    aiScore: null,
    confidence: null,
    scoredBy: null,
    twilioCallSid: null,
    recordingUrl: null,
    userId: n % 2 ? 'u1' : 'u2',
    holder: n % 3 ? 'u1' : 'u2',
    notes: null,
    real: null,
    startedAt: null,
    endedAt: null,
    createdAt: at,
    reportDay: day,
    completedAt: null,
    updatedAt: at,
  };
};

const placed = (call: CallRecord, day: string): CallRecord => ({
  ...call,
  status: 'calling',
  twilioCallSid: `CA${randomUUID().replace(/-/g, '')}`,
  reportDay: day,
  dialledAt: `${day}T10:00:00.000Z`,
});

/** Its end; a real call's logs a call on its contact's timeline on `day`. */
const completed = (call: CallRecord, outcome: CallRecord['outcome']): CallRecord =>
  withLoggedCall(
    { ...call, status: 'completed', outcome, duration: 42 },
    call.mode === 'real' ? (call.reportDay ?? null) : null,
  );

/**
 * Eight calls made (demo and real), real ones placed and completed with outcomes, one handed to
 * another holder, one deleted after it was placed, calls logged on contacts: the derived data at
 * the end must be a recount of `current`, and the platform's AI calls every call placed and the
 * days' calls every call logged (deletions never take one away).
 */
const batchOfChanges = () => {
  const org = `org-${randomUUID()}`;
  const day = ownDay();
  const made = Array.from({ length: 8 }, (_, n) => callOf(org, n, n % 3 ? 'real' : 'demo', day));
  const records = made.map((c) => record(null, c));
  const current = [...made];
  const change = (i: number, next: CallRecord | null) => {
    const was = current[i] as CallRecord;
    records.push(record(was, next));
    if (next) current[i] = next;
    else current.splice(i, 1);
  };
  const at = (i: number) => current[i] as CallRecord;
  change(1, placed(at(1), day));
  change(2, placed(at(2), day));
  change(1, completed(at(1), 'interested'));
  change(4, placed(at(4), day));
  change(2, completed(at(2), 'callback'));
  change(0, completed(at(0), 'interested'));
  // A real call that ends without a conversation logs a line on its contact.
  change(5, withLoggedCall({ ...at(5), status: 'no_answer', outcome: 'no_answer' }, day));
  change(2, { ...at(2), holder: 'u3' });
  change(3, { ...at(3), holder: 'u3' });
  change(4, null);
  // The same call logs a second line (its index is 4 once call 4 is gone): contact 5 has two.
  change(4, withLoggedCall(at(4), day));
  return { org, day, records, current, placedCalls: 3, loggedCalls: { 1: 1, 2: 1, 5: 2 } };
};

const eventOf = (records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

const table = () => testTable();

/** The organization's call report items, marks left out, zeros dropped. */
const storedReports = async (org: string) => {
  const { Items = [] } = await table().client.send(
    new QueryCommand({
      TableName: table().name,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :report)',
      ExpressionAttributeValues: { ':pk': `ORG#${org}#STATS`, ':report': 'REPORT#CALLS#' },
      ConsistentRead: true,
    }),
  );
  const out: Record<string, Record<string, number>> = {};
  for (const item of Items) {
    const fields = Object.entries(item).filter(
      ([name, value]) => name !== 'pk' && name !== 'sk' && !name.startsWith('seq@') && value !== 0,
    );
    if (fields.length) out[String(item.sk)] = Object.fromEntries(fields);
  }
  return out;
};

/** The report items as a recount of the calls there now gives them. */
const recount = (current: readonly CallRecord[]) => {
  const out: Record<string, Record<string, number>> = {};
  for (const call of current) {
    for (const add of callReportAdds(null, call)) {
      const fields = out[add.key.sk] ?? {};
      for (const [name, value] of Object.entries(add.deltas))
        fields[name] = (fields[name] ?? 0) + value;
      out[add.key.sk] = fields;
    }
  }
  return out;
};

const storedPlatformCalls = async (org: string, day: string) => {
  const read = async (sk: string) =>
    Number(
      (
        await table().client.send(
          new GetCommand({
            TableName: table().name,
            Key: { pk: platformCallsPkOf(org), sk },
            ConsistentRead: true,
          }),
        )
      ).Item?.aiCalls ?? 0,
    );
  return {
    day: await read(platformDaySk(day)),
    month: await read(platformMonthSk(day.slice(0, 7))),
  };
};

/** The held-call entries stored for the organization's holders. */
const storedHeld = async (org: string) => {
  const keys: string[] = [];
  for (const holder of ['u1', 'u2', 'u3']) {
    const { Items = [] } = await table().client.send(
      new QueryCommand({
        TableName: table().name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': heldCallsPartition(org, holder) },
        ConsistentRead: true,
      }),
    );
    keys.push(...Items.map((item) => `${item.pk} ${item.sk} ${item.callId}`));
  }
  return keys.sort();
};

/** The calls logged on each contact's day, by the contact's number. */
const storedLoggedCalls = async (org: string, day: string) => {
  const out: Record<number, number> = {};
  for (let n = 0; n < 8; n += 1) {
    const { Item } = await table().client.send(
      new GetCommand({
        TableName: table().name,
        Key: contactCallCountKey(org, `contact-${n}`, day),
        ConsistentRead: true,
      }),
    );
    if (Item?.calls) out[n] = Number(Item.calls);
  }
  return out;
};

const expectRecount = async (batch: ReturnType<typeof batchOfChanges>) => {
  expect(await storedLoggedCalls(batch.org, batch.day)).toEqual(batch.loggedCalls);
  expect(await storedReports(batch.org)).toEqual(recount(batch.current));
  expect(await storedPlatformCalls(batch.org, batch.day)).toEqual({
    day: batch.placedCalls,
    month: batch.placedCalls,
  });
  expect(await storedHeld(batch.org)).toEqual(
    batch.current
      .map((c) => {
        const held = toHeldCallItem(c);
        return `${held.pk} ${held.sk} ${held.callId}`;
      })
      .sort(),
  );
};

/**
 * Stream records come at least once: the counters' guard is a per-key applied-sequence mark
 * (platform/projections/counter-fold.ts), the held-call entries' the versioned items.
 */
describe('the AI calls projection (counters projector), delivered at least once', () => {
  let restoreQueues = () => {};
  beforeAll(async () => {
    useLocalStackFromTests();
    // Made-up records: the messages they ask for must not reach the stack's workers.
    restoreQueues = await divertProjectorMessages();
  });
  afterAll(() => restoreQueues());

  it('derives the report items, the platform’s AI calls and the held-call entries from the calls', async () => {
    const batch = batchOfChanges();
    expect(recount(batch.current)).not.toEqual({});
    expect(await handler(eventOf(batch.records))).toEqual({ batchItemFailures: [] });
    await expectRecount(batch);
  });

  itSurvivesRedelivery({
    batchOfChanges,
    addsOf: (changes) => callBatchAdds(changes),
    expectRecount,
  });

  it('counts nothing twice across the cut-over: old records, the migration’s mark, a later change', async () => {
    const org = `org-${randomUUID()}`;
    const day = ownDay();
    const queued = callOf(org, 1, 'real', day);
    const old = placed(queued, day);
    // Counted by their own transactions before the cut-over: the stream passes them over.
    const before = [record(null, queued, { after: false })];
    before.push(record(queued, old, { before: false, after: false }));
    expect(callBatchAdds(before.map(toStreamChange))).toEqual([]);
    // The migration marks it: a change of nothing the counters see.
    const mark = record(old, old, { before: false, after: true });
    expect(callBatchAdds([toStreamChange(mark)])).toEqual([]);
    // A change written since counts what it changed, not what the old transaction counted.
    const done = completed(old, 'interested');
    const later = record(old, done, { before: true, after: true });
    const adds = callBatchAdds([toStreamChange(later)]);
    expect(loggedCallAdds(old, done)).toHaveLength(1);
    expect(adds.map((add) => [add.key.sk, add.deltas])).toEqual(
      [...callReportAdds(old, done), ...loggedCallAdds(old, done)].map((add) => [
        add.key.sk,
        add.deltas,
      ]),
    );
    expect(platformCallAdds(old, done)).toEqual([]);
  });

  it('does not count the deletions of an organization under erasure', () => {
    const org = `org-${randomUUID()}`;
    const day = ownDay();
    const call = placed(callOf(org, 1, 'real', day), day);
    const gone = [toStreamChange(record(call, null))];
    expect(callBatchAdds(gone).length).toBeGreaterThan(0);
    expect(callBatchAdds(gone, () => new Date(Date.now() + 1000).toISOString())).toEqual([]);
  });
});
