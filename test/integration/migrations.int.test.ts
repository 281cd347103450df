import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  type CallRecord,
  callKey,
  callReportKey,
  callShareOf,
  toCallItem,
  toHeldCallItem,
} from '@salesflow/functions/modules/ai-calls/ai-call.entity';
import { callReplaceWrites } from '@salesflow/functions/modules/ai-calls/ai-calls.repository';
import {
  contactPartition,
  contactPhoneKey,
  searchPartitions,
  searchWordItems,
  toContactItem,
} from '@salesflow/functions/modules/contacts/contact.entity';
import {
  dealCounterKey,
  dealKey,
  fromDealItem,
  toHeldDealItem,
} from '@salesflow/functions/modules/deals/deal.entity';
import { dealQuarterSk, quarterOf } from '@salesflow/functions/modules/deals/deal-counters';
import { newId } from '@salesflow/functions/platform/data/ids';
import {
  platformCallsPkOf,
  platformDaySk,
} from '@salesflow/functions/platform/data/platform-stats';
import { shardOf } from '@salesflow/functions/platform/data/shards';
import { commit } from '@salesflow/functions/platform/data/unit-of-work';
import type { CallUsage } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import { localTime } from '@salesflow/shared/calls/calling-hours';
import { DEFAULT_CALLING_SETTINGS } from '@salesflow/shared/calls/calling-settings.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { AnalyticsSummary } from '@salesflow/shared/metrics/analytics';
import type { Report } from '@salesflow/shared/reports/report';
import { callReportDeltas } from '@salesflow/shared/reports/report-counters';
import { describe, expect, it } from 'vitest';
import { recountCallFigures } from '../../infra/migrations/call-figures';
import { callQueueIndexMigration } from '../../infra/migrations/call-queue-index';
import { callsFromStreamMigration } from '../../infra/migrations/calls-from-stream';
import { contactPhoneSetsMigration } from '../../infra/migrations/contact-phone-sets';
import { countersFromStreamMigration } from '../../infra/migrations/counters-from-stream';
import { dealLeadOwnersMigration } from '../../infra/migrations/deal-lead-owners';
import { dealQuartersMigration } from '../../infra/migrations/deal-quarters';
import { leadHoldersMigration } from '../../infra/migrations/lead-holders';
import { runPendingMigrations } from '../../infra/migrations/migration-runner';
import { organizationSeatsMigration } from '../../infra/migrations/organization-seats';
import { organizationTrialEndMigration } from '../../infra/migrations/organization-trial-end';
import { countReports } from '../../infra/migrations/report-counters';
import { searchIndexMigration } from '../../infra/migrations/search-index';
import { recordCall } from '../support/ai-call-records';
import { signIn } from '../support/api-client';
import { dayFromToday } from '../support/dates';
import { settleProjections } from '../support/projections';
import { setUpTwilio, startRealCall } from '../support/real-calls';
import { testTable } from '../support/table';
import { organizationItem, signInAsMember } from '../support/team';

const context = () => {
  const table = testTable();
  return { doc: table.client, table: table.name, log: () => undefined };
};

describe('migrations of data saved by an older version', () => {
  it('puts contacts with a phone saved before the call queue into it, and is safe to run again', async () => {
    const client = await signIn();
    const { organizationId, id: ownerId } = (await client.get<AuthUser>('/api/auth/user')).body;
    const now = new Date().toISOString();
    const old = {
      id: newId(),
      name: 'Queue Quentin',
      email: `queue-${Date.now()}@old.in`,
      phone: '+91 91234 56780',
      phoneE164: '+919123456780',
      company: 'Queue Traders',
      title: null,
      score: 77,
      status: 'warm' as const,
      source: null,
      notes: null,
      organizationId,
      ownerId,
      assignedTo: ownerId,
      createdAt: now,
      updatedAt: now,
    };
    // As an older version wrote it: no call queue attributes on the contact.
    const { gsi1pk: _pk, gsi1sk: _sk, ...item } = toContactItem(old) as Record<string, unknown>;
    await context().doc.send(new PutCommand({ TableName: context().table, Item: item }));
    const queue = async () =>
      (await client.get<CallQueueEntry[]>('/api/ai-calling/queue')).body.map((e) => e.id);
    expect(await queue()).toEqual([]);
    expect(await callQueueIndexMigration.run(context())).toBeGreaterThanOrEqual(1);
    expect(await queue()).toEqual([old.id]);
    await callQueueIndexMigration.run(context());
    expect(await queue()).toEqual([old.id]);
  });

  it('adds contacts with a phone saved before the phone sets to their number’s set, and is safe to run again', async () => {
    const client = await signIn();
    const phone = `+91 98${String(Date.now()).slice(-8)}`;
    const kept = (
      await client.post<Contact>('/api/contacts', {
        name: 'Phone Set',
        email: `phone-set-${Date.now()}@old.in`,
        phone,
      })
    ).body;
    const gone = (
      await client.post<Contact>('/api/contacts', {
        name: 'Phone Gone',
        email: `phone-gone-${Date.now()}@old.in`,
        phone,
      })
    ).body;
    await client.delete(`/api/contacts/${gone.id}`);
    await settleProjections();
    const key = contactPhoneKey(kept.organizationId, kept.phoneE164 ?? '');
    const ids = async () => [
      ...(((
        await context().doc.send(
          new GetCommand({ TableName: context().table, Key: key, ConsistentRead: true }),
        )
      ).Item?.ids as Set<string> | undefined) ?? []),
    ];
    expect(await ids()).toEqual([kept.id]);
    // As before the sets: none. The deleted contact is not added back.
    await context().doc.send(new DeleteCommand({ TableName: context().table, Key: key }));
    expect(await contactPhoneSetsMigration.run(context())).toBeGreaterThanOrEqual(1);
    expect(await ids()).toEqual([kept.id]);
    await contactPhoneSetsMigration.run(context());
    expect(await ids()).toEqual([kept.id]);
  });

  it('gives contacts saved before the search index their words, and is safe to run again', async () => {
    const client = await signIn();
    const { organizationId, id: ownerId } = (await client.get<AuthUser>('/api/auth/user')).body;
    const now = new Date().toISOString();
    const old = {
      id: newId(),
      name: 'Legacy Lakshmi',
      email: `legacy-${Date.now()}@old.in`,
      phone: '+91 91234 56789',
      phoneE164: '+919123456789',
      company: 'Oldtown Traders',
      title: null,
      score: 10,
      status: 'cold' as const,
      source: null,
      notes: null,
      organizationId,
      ownerId,
      createdAt: now,
      updatedAt: now,
    };
    // As an older version wrote it: the contact alone, no words. (Its words now follow from the
    // table's stream; a contact saved before it has none, so they go again once projected.)
    await context().doc.send(
      new PutCommand({ TableName: context().table, Item: toContactItem(old) }),
    );
    await settleProjections();
    for (const word of searchWordItems({ ...old, assignedTo: ownerId, lastContactedAt: null })) {
      await context().doc.send(
        new DeleteCommand({ TableName: context().table, Key: { pk: word.pk, sk: word.sk } }),
      );
    }
    const find = async (term: string) =>
      (await client.get<ContactPage>(`/api/contacts?limit=10&search=${term}`)).body.items.map(
        (c) => c.id,
      );
    expect(await find('oldtown')).toEqual([]);

    await searchIndexMigration.run(context());
    expect(await find('oldtown')).toEqual([old.id]);
    expect(await find('91234')).toEqual([old.id]);
    await searchIndexMigration.run(context());
    expect(await find('legacy')).toEqual([old.id]);
    const words = await context().doc.send(
      new QueryCommand({
        TableName: context().table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: {
          ':pk': searchPartitions(organizationId, 'oldtown')[shardOf(old.id)],
        },
      }),
    );
    // Its words starting with "o", once each however often the migration ran.
    const mine = (words.Items ?? []).filter((w) => w.contactId === old.id);
    expect(mine.map((w) => String(w.sk).split('#')[1]).sort()).toEqual(['old', 'oldtown']);
  });

  // Its two migrations read every contact of the run's table (all the tests' data) and the words
  // follow from the stream after them: past 60 s on a busy machine.
  it('makes contacts saved before teams their creator’s leads, counted once', async () => {
    const client = await signIn();
    const { organizationId, id: ownerId } = (await client.get<AuthUser>('/api/auth/user')).body;
    const now = new Date().toISOString();
    const old = {
      id: newId(),
      name: 'Before Teams',
      email: `before-teams-${Date.now()}@old.in`,
      phone: null,
      phoneE164: null,
      company: 'Preteam Traders',
      title: null,
      score: 90,
      status: 'cold' as const,
      source: null,
      notes: null,
      organizationId,
      ownerId,
      createdAt: now,
      updatedAt: now,
    };
    // As an older version wrote it: no assignedTo, not counted for a holder, and counted by its
    // own transaction (so not marked for the stream's counters).
    const { countedFromStream: _, ...unmarked } = toContactItem(old);
    await context().doc.send(new PutCommand({ TableName: context().table, Item: unmarked }));
    await searchIndexMigration.run(context());
    const mine = async (search = '') =>
      (
        await client.get<ContactPage>(
          `/api/contacts?limit=10&assignedTo=me${search ? `&search=${search}` : ''}`,
        )
      ).body;
    // Its place among its holder's leads follows from the stream; its holder's count does not
    // (the stream counts only what no transaction counted).
    await settleProjections();
    expect((await mine()).total).toBe(0);

    await leadHoldersMigration.run(context());
    // The words follow the new holder from the table's stream.
    await settleProjections();
    const after = await mine();
    expect(after.items.map((c) => [c.id, c.assignedTo])).toEqual([[old.id, ownerId]]);
    expect(after.total).toBe(1);
    expect((await mine('preteam')).items.map((c) => c.id)).toEqual([old.id]);
    await leadHoldersMigration.run(context());
    expect((await mine()).total).toBe(1);
  }, 180_000);

  it('marks contacts counted by their own transaction: the stream counts their deletion, once', async () => {
    const client = await signIn();
    const { organizationId, id: ownerId } = (await client.get<AuthUser>('/api/auth/user')).body;
    const now = new Date().toISOString();
    const old = {
      id: newId(),
      name: 'Counted Before',
      email: `counted-before-${Date.now()}@old.in`,
      phone: null,
      phoneE164: null,
      company: null,
      title: null,
      score: 20,
      status: 'cold' as const,
      source: null,
      notes: null,
      organizationId,
      ownerId,
      assignedTo: ownerId,
      createdAt: now,
      updatedAt: now,
      lastContactedAt: null,
    };
    // As the older version wrote it: the contact, and its count in its own transaction.
    const { countedFromStream: _, ...unmarked } = toContactItem(old);
    const partition = contactPartition(organizationId, shardOf(old.id));
    await context().doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: context().table, Item: unmarked } },
          {
            Update: {
              TableName: context().table,
              Key: { pk: partition, sk: 'COUNTER' },
              UpdateExpression: 'ADD contacts :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
    const total = async () => (await client.get<ContactPage>('/api/contacts?limit=1')).body.total;
    const used = async () =>
      Number(
        (
          await context().doc.send(
            new GetCommand({
              TableName: context().table,
              Key: { pk: `ORG#${organizationId}#CONTACTUSAGE`, sk: 'USED' },
            }),
          )
        ).Item?.used ?? 0,
      );
    // Its record in the stream is the old transaction's: not counted again.
    await settleProjections();
    expect(await total()).toBe(1);
    expect(await used()).toBe(0);
    await countersFromStreamMigration.run(context());
    await countersFromStreamMigration.run(context());
    await settleProjections();
    expect(await total()).toBe(1);
    expect(await used()).toBe(1);
    expect((await client.delete(`/api/contacts/${old.id}`)).status).toBe(204);
    await settleProjections();
    expect(await total()).toBe(0);
    expect(await used()).toBe(0);
  });

  it('marks AI calls counted by their own transaction: the stream counts only what changes after, once', async () => {
    const client = await signIn();
    const { organizationId, id: ownerId } = (await client.get<AuthUser>('/api/auth/user')).body;
    const lead = (
      await client.post<Contact>('/api/contacts', {
        name: 'Called Before',
        email: `called-before-${newId()}@old.in`,
        phone: '+91 91234 56783',
      })
    ).body;
    const now = new Date().toISOString();
    // A real call placed, on a day of the platform's counters no other test touches.
    const dialled = `${4000 + Math.floor(Math.random() * 4000)}-03-09T10:00:00.000Z`;
    const old: CallRecord = {
      id: newId(),
      organizationId,
      contactId: lead.id,
      contactName: lead.name,
      contactCompany: null,
      phoneNumber: '+919123456783',
      status: 'calling',
      mode: 'real',
      duration: null,
      transcript: null,
      outcome: null,
      sentiment: null,
      aiScore: null,
      confidence: null,
      scoredBy: null,
      twilioCallSid: `CA${newId()}`,
      recordingUrl: null,
      userId: ownerId,
      holder: ownerId,
      notes: null,
      real: null,
      startedAt: now,
      endedAt: null,
      createdAt: now,
      reportDay: todayIn('Asia/Kolkata', new Date()),
      dialledAt: dialled,
      completedAt: null,
      updatedAt: now,
    };
    // As the older version wrote it: the call, its held entry, its report items and the
    // platform's AI calls, all in its own transaction.
    const { countedFromStream: _, ...unmarked } = toCallItem(old);
    const { doc, table } = context();
    const platform = {
      pk: platformCallsPkOf(organizationId),
      sk: platformDaySk(dialled.slice(0, 10)),
    };
    await doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table, Item: unmarked } },
          { Put: { TableName: table, Item: toHeldCallItem(old) } },
          ...[...callReportDeltas(null, callShareOf(old))].map(([sk, deltas]) => ({
            Update: {
              TableName: table,
              Key: callReportKey(organizationId, sk),
              UpdateExpression: `ADD ${Object.keys(deltas)
                .map((_, i) => `#f${i} :v${i}`)
                .join(', ')}`,
              ExpressionAttributeNames: Object.fromEntries(
                Object.keys(deltas).map((name, i) => [`#f${i}`, name]),
              ),
              ExpressionAttributeValues: Object.fromEntries(
                Object.values(deltas).map((value, i) => [`:v${i}`, value]),
              ),
            },
          })),
          {
            Update: {
              TableName: table,
              Key: platform,
              UpdateExpression: 'ADD aiCalls :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
    const figures = async () => {
      const report = (await client.get<Report>('/api/reports?type=calls&range=7d')).body;
      const item = await doc.send(new GetCommand({ TableName: table, Key: platform }));
      return {
        calls: report.calls.total,
        successful: report.calls.successful,
        platform: Number(item.Item?.aiCalls ?? 0),
      };
    };
    // Its records in the stream are the old transaction's: not counted again.
    await settleProjections();
    expect(await figures()).toEqual({ calls: 1, successful: 0, platform: 1 });
    expect(await callsFromStreamMigration.run(context())).toBeGreaterThanOrEqual(1);
    await callsFromStreamMigration.run(context());
    const marked = await doc.send(
      new GetCommand({ TableName: table, Key: callKey(organizationId, old.id) }),
    );
    expect(marked.Item?.countedFromStream).toBe(true);
    await settleProjections();
    expect(await figures()).toEqual({ calls: 1, successful: 0, platform: 1 });
    // A change after the release counts what it changed (now a successful call), once.
    const done: CallRecord = {
      ...old,
      status: 'completed',
      outcome: 'interested',
      duration: 60,
      updatedAt: new Date(Date.parse(now) + 1000).toISOString(),
    };
    await commit(callReplaceWrites(old, done));
    await settleProjections();
    expect(await figures()).toEqual({ calls: 1, successful: 1, platform: 1 });
  });

  it('makes deals saved before teams their contact’s holder’s, listed once', async () => {
    const owner = await signIn();
    const { organizationId } = (await owner.get<AuthUser>('/api/auth/user')).body;
    const seller = await signInAsMember(organizationId, 'member');
    const contact = (
      await seller.post<{ id: string }>('/api/contacts', {
        name: 'Held Deal Lead',
        email: `held-${Date.now()}@old.in`,
      })
    ).body;
    const deal = (
      await owner.post<Deal>('/api/deals', {
        title: 'Old held',
        value: '100',
        contactId: contact.id,
      })
    ).body;
    // Its entry among its holder's deals is the stream's (deal-items.projection.ts).
    await settleProjections();
    const table = context();
    const sellerId = (await seller.get<AuthUser>('/api/auth/user')).body.id;
    const heldKey = toHeldDealItem({ ...fromDealItem({ ...deal }), holder: sellerId });
    const heldEntry = async () =>
      (
        await table.doc.send(
          new GetCommand({ TableName: table.table, Key: { pk: heldKey.pk, sk: heldKey.sk } }),
        )
      ).Item;
    expect(await heldEntry()).toBeDefined();
    // As an older version left it: no holder on the deal (its maker's until the migration), no
    // entry among the seller's deals, its counters kept by its own transaction (not marked as the
    // stream's to count).
    await table.doc.send(
      new UpdateCommand({
        TableName: table.table,
        Key: dealKey(organizationId, deal.id),
        UpdateExpression: 'REMOVE holder, countedFromStream',
      }),
    );
    await settleProjections();
    expect(await heldEntry()).toBeUndefined();
    await owner.put('/api/team/settings', { recordVisibility: 'own' });
    const sellerSees = async () => (await seller.get<Deal[]>('/api/deals')).body.map((d) => d.id);
    expect(await sellerSees()).toEqual([]);
    await leadHoldersMigration.run(context());
    expect(await sellerSees()).toEqual([deal.id]);
    await leadHoldersMigration.run(context());
    expect(await sellerSees()).toEqual([deal.id]);
  });

  it('keeps beside deals saved before it who added their lead, once', async () => {
    const owner = await signIn();
    const { organizationId } = (await owner.get<AuthUser>('/api/auth/user')).body;
    const seller = await signInAsMember(organizationId, 'member');
    const sellerId = (await seller.get<AuthUser>('/api/auth/user')).body.id;
    const contact = (
      await seller.post<{ id: string }>('/api/contacts', {
        name: 'Adder Lead',
        email: `adder-${Date.now()}@old.in`,
      })
    ).body;
    const deal = (
      await owner.post<Deal>('/api/deals', {
        title: 'Old adder',
        value: '100',
        contactId: contact.id,
      })
    ).body;
    expect(deal.lead).toEqual({ assignedTo: sellerId, ownerId: sellerId });
    // As an older version left it: no adder beside the deal, so the answer names nobody.
    const table = context();
    await table.doc.send(
      new UpdateCommand({
        TableName: table.table,
        Key: dealKey(organizationId, deal.id),
        UpdateExpression: 'REMOVE leadOwnerId',
      }),
    );
    const listed = async () =>
      (await owner.get<Deal[]>(`/api/contacts/${contact.id}/deals`)).body.map((d) => d.lead);
    expect(await listed()).toEqual([{ assignedTo: sellerId, ownerId: '' }]);
    expect(await dealLeadOwnersMigration.run(context())).toBeGreaterThanOrEqual(1);
    expect(await listed()).toEqual([{ assignedTo: sellerId, ownerId: sellerId }]);
    await dealLeadOwnersMigration.run(context());
    expect(await listed()).toEqual([{ assignedTo: sellerId, ownerId: sellerId }]);
  });

  it('recounts the quarter forecast of deals saved before it existed, without double counting', async () => {
    const client = await signIn();
    const today = dayFromToday(0);
    const deal = (
      await client.post<Deal>('/api/deals', {
        title: 'Old forecast',
        value: '1000',
        probability: 50,
        expectedCloseDate: today,
      })
    ).body;
    const projected = async () => {
      // The deal counters follow from the table's stream.
      await settleProjections();
      return (await client.get<AnalyticsSummary>('/api/analytics/summary')).body.forecast
        .projectedThisQuarter;
    };
    expect(await projected()).toBe(500);
    // As an older version left it: no quarter counter at all.
    await context().doc.send(
      new DeleteCommand({
        TableName: context().table,
        Key: dealCounterKey(deal.organizationId, dealQuarterSk(quarterOf(today))),
      }),
    );
    expect(await projected()).toBe(0);
    await dealQuartersMigration.run(context());
    expect(await projected()).toBe(500);
    await dealQuartersMigration.run(context());
    expect(await projected()).toBe(500);
  });

  it('counts the members and pending invitations of organizations saved before seats', async () => {
    const owner = await signIn();
    const { organizationId } = (await owner.get<AuthUser>('/api/auth/user')).body;
    await signInAsMember(organizationId, 'member');
    await owner.post('/api/team/invite', {
      email: `seat-${Date.now()}@example.in`,
      role: 'member',
      organizationId,
    });
    // As an older version left it: one member counted, no seats or pending invitations.
    await context().doc.send(
      new UpdateCommand({
        TableName: context().table,
        Key: { pk: `ORG#${organizationId}`, sk: 'PROFILE' },
        UpdateExpression: 'SET currentMembers = :one REMOVE pendingInvitations, seatsTaken',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    await organizationSeatsMigration.run(context());
    const counted = { currentMembers: 2, pendingInvitations: 1, seatsTaken: 3 };
    expect(await organizationItem(organizationId)).toMatchObject(counted);
    // Once counted, an organization is left alone: its counters move with its changes.
    await signInAsMember(organizationId, 'manager');
    await organizationSeatsMigration.run(context());
    expect(await organizationItem(organizationId)).toMatchObject({
      currentMembers: 3,
      seatsTaken: 4,
    });
  });

  it('gives organizations saved before read-only trials the end of their owner’s trial, once', async () => {
    const owner = await signIn();
    const me = (await owner.get<AuthUser>('/api/auth/user')).body;
    const remove = () =>
      context().doc.send(
        new UpdateCommand({
          TableName: context().table,
          Key: { pk: `ORG#${me.organizationId}`, sk: 'PROFILE' },
          UpdateExpression: 'REMOVE trialEndsAt',
        }),
      );
    await remove();
    await organizationTrialEndMigration.run(context());
    const expected = new Date(Date.parse(me.planStartDate) + 14 * 86_400_000).toISOString();
    expect((await organizationItem(me.organizationId))?.trialEndsAt).toBe(expected);
    // Set once: a later change of the date is the plan's, and a second run leaves it.
    await context().doc.send(
      new UpdateCommand({
        TableName: context().table,
        Key: { pk: `ORG#${me.organizationId}`, sk: 'PROFILE' },
        UpdateExpression: 'SET trialEndsAt = :later',
        ExpressionAttributeValues: { ':later': '2099-01-01T00:00:00.000Z' },
      }),
    );
    await organizationTrialEndMigration.run(context());
    expect((await organizationItem(me.organizationId))?.trialEndsAt).toBe(
      '2099-01-01T00:00:00.000Z',
    );
  });

  it('counts records saved before the reports into the report counters, the same on a second run', async () => {
    const client = await signIn();
    const { organizationId } = (await client.get<AuthUser>('/api/auth/user')).body;
    const lead = await client.post<{ id: string; phone: string }>('/api/contacts', {
      name: 'Report Ravi',
      email: `report-${newId()}@old.in`,
      phone: '+91 91234 56781',
      source: 'referral',
    });
    await client.post('/api/contacts', { name: 'Report Rani', email: `r-${newId()}@old.in` });
    await client.post('/api/deals', { title: 'Old win', stage: 'won', value: '2500' });
    await client.post('/api/deals', { title: 'Old lead', stage: 'proposal', value: '100' });
    await client.post('/api/ai-calls', { contactId: lead.body.id, phoneNumber: lead.body.phone });
    const read = async () => (await client.get<Report>('/api/reports?range=30d')).body;
    // New contacts are counted into the report from the table's stream.
    await settleProjections();
    const before = await read();
    expect(before.cards).toMatchObject({ newContacts: 2, wonDeals: 1, totalRevenue: 2500 });

    // As an older version left it: no report items at all.
    const { doc, table } = context();
    const partitions = [
      `ORG#${organizationId}#STATS`,
      ...Array.from({ length: 8 }, (_, shard) => `ORG#${organizationId}#CONTACTS#${shard}`),
    ];
    for (const pk of partitions) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :report)',
          ExpressionAttributeValues: { ':pk': pk, ':report': 'REPORT#' },
        }),
      );
      for (const item of Items) {
        await doc.send(new DeleteCommand({ TableName: table, Key: { pk: item.pk, sk: item.sk } }));
      }
    }
    expect((await read()).cards.newContacts).toBe(0);

    // This organization alone: other tests are writing theirs meanwhile.
    const only = new Set([organizationId]);
    await countReports(context(), only);
    const after = await read();
    expect(after.cards).toEqual(before.cards);
    expect(after.sources).toEqual(before.sources);
    expect(after.stages).toEqual(before.stages);
    expect(after.calls).toEqual(before.calls);
    await countReports(context(), only);
    expect((await read()).cards).toEqual(before.cards);
  });

  // Its migration reads every call record of the run's shared table, twice: past 60 s once in a
  // full run (as the lead-holders test's).
  it('recounts AI calls saved when demo calls were paid and every call record counted, the same on a second run', async () => {
    const owner = await signIn();
    const { organizationId, id: ownerId } = (await owner.get<AuthUser>('/api/auth/user')).body;
    const lead = (
      await owner.post<Contact>('/api/contacts', {
        name: 'Call Chitra',
        email: `call-${newId()}@old.in`,
        phone: '+91 91234 56782',
      })
    ).body;
    await recordCall(owner, lead, 'interested');
    // A real call queued for a later day: it holds one of the plan's AI calls, and is no call yet.
    await setUpTwilio(owner);
    const today = localTime(new Date(), 'Asia/Kolkata').weekday;
    const days = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== today);
    await owner.put('/api/settings/calling', {
      ...DEFAULT_CALLING_SETTINGS,
      callingHours: { start: '09:00', end: '20:00', days },
    });
    expect((await startRealCall(owner, lead.id, lead.phone ?? '')).body.scheduledFor).toBeTruthy();
    const read = async () => (await owner.get<Report>('/api/reports?type=calls&range=7d')).body;
    // The calls' report items follow from the table's stream.
    await settleProjections();
    const used = async () => ({
      user: (await owner.get<AuthUser>('/api/auth/user')).body.aiCallsUsed,
      organization: (await owner.get<CallUsage>('/api/ai-calling/usage')).body.used,
    });
    expect((await read()).calls).toMatchObject({ total: 0, demo: 1 });
    expect(await used()).toEqual({ user: 1, organization: 1 });

    // As an older version left it: both calls counted for the lead's holder, the demo call
    // counted among the AI calls used as well.
    const { doc, table } = context();
    const items = async (pk: string, prefix: string) =>
      (
        await doc.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
          }),
        )
      ).Items ?? [];
    const stats = `ORG#${organizationId}#STATS`;
    for (const item of await items(stats, 'REPORT#CALLS#')) {
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: {
            pk: item.pk,
            sk: item.sk,
            [`k@${ownerId}`]: 2,
            [`o_interested@${ownerId}`]: 1,
            [`o_none@${ownerId}`]: 1,
          },
        }),
      );
    }
    for (const item of [
      ...(await items(stats, 'AICALLS#')),
      ...(await items(`USER#${ownerId}`, 'AICALLS#')),
    ]) {
      await doc.send(new PutCommand({ TableName: table, Item: { ...item, calls: 2 } }));
    }
    const timeline = `ORG#${organizationId}#CONTACTACT#${lead.id}`;
    const [entry] = (await items(timeline, 'ACT#')).filter((a) => a.activityType === 'demo_call');
    await doc.send(new PutCommand({ TableName: table, Item: { ...entry, activityType: 'call' } }));
    expect((await read()).calls).toMatchObject({ total: 2, successful: 1, demo: 0 });
    expect(await used()).toEqual({ user: 2, organization: 2 });

    const only = new Set([organizationId]);
    // The lead's "Contact created" follows from the table's stream.
    await settleProjections();
    for (let run = 0; run < 2; run += 1) {
      expect(await recountCallFigures(context(), only)).toBe(2);
      expect((await read()).calls).toMatchObject({ total: 0, successful: 0, demo: 1 });
      expect((await read()).members.map((m) => [m.memberId, m.calls])).toEqual([[ownerId, 0]]);
      expect(await used()).toEqual({ user: 1, organization: 1 });
      const types = (await items(timeline, 'ACT#')).map((a) => a.activityType).sort();
      expect(types).toEqual(['contact_created', 'demo_call']);
    }
  }, 180_000);

  it('runs each migration once per table', async () => {
    let runs = 0;
    const once = {
      name: `test-${newId()}`,
      description: 'counts its runs',
      run: async () => {
        runs += 1;
        return 0;
      },
    };
    expect(await runPendingMigrations(context(), [once])).toEqual([once.name]);
    expect(await runPendingMigrations(context(), [once])).toEqual([]);
    expect(runs).toBe(1);
  });
});
