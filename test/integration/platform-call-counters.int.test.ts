import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { readCallPeriods } from '@salesflow/functions/modules/accounts/accounts.repository';
import type { CallRecord } from '@salesflow/functions/modules/ai-calls/ai-call.entity';
import {
  callInsertWrites,
  callReplaceWrites,
  findCall,
} from '@salesflow/functions/modules/ai-calls/ai-calls.repository';
import { dial } from '@salesflow/functions/modules/ai-calls/real-calls/dialer.service';
import { newId } from '@salesflow/functions/platform/data/ids';
import {
  platformCallsPkOf,
  platformDaySk,
  platformMonthSk,
} from '@salesflow/functions/platform/data/platform-stats';
import { commit } from '@salesflow/functions/platform/data/unit-of-work';
import type { Telephony } from '@salesflow/functions/platform/telephony/telephony-port';
import { DEFAULT_CALLING_SETTINGS } from '@salesflow/shared/calls/calling-settings.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { recountPlatformCalls } from '../../infra/migrations/platform-call-counters';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { me, setUpTwilio } from '../support/real-calls';
import { useLocalStackFromTests } from '../support/service-env';
import { testTable } from '../support/table';

beforeAll(useLocalStackFromTests);

/**
 * The operators' analytics count AI calls as the reports do (figure-definitions.ts): a real call
 * once placed (Twilio took it), on the day it was dialled; demo calls and calls never placed are
 * no AI calls. The platform's counters are one for every organization, so each test counts on a
 * day of its own, far in the future, that no other test touches.
 */
const ownDay = () => {
  const year = 2100 + Math.floor(Math.random() * 800);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  return `${year}-${month}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
};

const platformCalls = async (day: string) => {
  const [days, months] = await Promise.all([
    readCallPeriods(platformDaySk(day), platformDaySk(day)),
    readCallPeriods(platformMonthSk(day.slice(0, 7)), platformMonthSk(day.slice(0, 7))),
  ]);
  return {
    day: days.get(platformDaySk(day)) ?? 0,
    month: months.get(platformMonthSk(day.slice(0, 7))) ?? 0,
  };
};

const owner = async () => {
  const client = await signIn();
  const user = await me(client);
  const contact = (
    await client.post<Contact>('/api/contacts', {
      name: 'Priya Sharma',
      email: `${randomUUID()}@lead.in`,
      phone: '+91 98765 43210',
      company: 'Sharma Textiles',
    })
  ).body;
  return { client, organizationId: user.organizationId, userId: user.id, contact };
};

/** A call as the API records it, made at `at`: a demo call, or a real one queued at once. */
const callRecord = (
  who: { organizationId: string; userId: string; contact: Contact },
  mode: 'demo' | 'real',
  at: string,
): CallRecord => ({
  id: newId(),
  organizationId: who.organizationId,
  contactId: who.contact.id,
  contactName: who.contact.name,
  contactCompany: who.contact.company,
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
  userId: who.userId,
  holder: who.userId,
  notes: null,
  startedAt: null,
  endedAt: null,
  createdAt: at,
  completedAt: null,
  updatedAt: at,
  reportDay: at.slice(0, 10),
  real:
    mode === 'demo'
      ? null
      : {
          attempt: 1,
          scheduledFor: null,
          timeZone: 'Asia/Kolkata',
          usage: null,
          claimedAt: null,
          holdsLine: false,
          answeredBy: null,
          connectionId: null,
          endReason: null,
          summary: null,
          nextStep: null,
          callbackAt: null,
          recordingKey: null,
          analysedAt: null,
          settleBy: null,
          from: '+15005550006',
        },
});

/** Twilio taking every call (a CallSid), without ringing anyone. */
const takesEveryCall: Telephony = {
  placeCall: async () => ({
    kind: 'ok',
    value: { sid: `CA${randomUUID().replaceAll('-', '')}`, status: 'queued' },
  }),
} as unknown as Telephony;

const callableAllDay = async (client: ApiClient) => {
  await setUpTwilio(client);
  const saved = await client.put('/api/settings/calling', {
    ...DEFAULT_CALLING_SETTINGS,
    callsPerSecond: 30,
    callingHours: { start: '00:00', end: '23:59', days: [1, 2, 3, 4, 5, 6, 7] },
  });
  expect(saved.status).toBe(200);
};

describe('the platform’s AI calls (the operators’ analytics)', () => {
  it('counts neither a demo call nor a real call waiting for the dialer', async () => {
    const who = await owner();
    const day = ownDay();

    await commit(callInsertWrites(callRecord(who, 'demo', `${day}T08:00:00.000Z`)));
    await commit(callInsertWrites(callRecord(who, 'real', `${day}T08:01:00.000Z`)));
    // The counters follow from the table's stream.
    await settleProjections();

    expect(await platformCalls(day)).toEqual({ day: 0, month: 0 });
  });

  it('counts a real call once, when the dialer places it, on the UTC day it was dialled', async () => {
    const who = await owner();
    await callableAllDay(who.client);
    // Queued one day, dialled (and placed) the next.
    const queuedOn = ownDay();
    const dialledOn = ownDay();
    const queued = callRecord(who, 'real', `${queuedOn}T23:00:00.000Z`);
    await commit(callInsertWrites(queued));
    await settleProjections();
    expect(await platformCalls(queuedOn)).toEqual({ day: 0, month: 0 });

    const result = await dial(
      { organizationId: who.organizationId, callId: queued.id, attempt: 1 },
      takesEveryCall,
      new Date(`${dialledOn}T10:00:00.000Z`),
    );

    expect(result).toBe('placed');
    await settleProjections();
    expect(await platformCalls(dialledOn)).toEqual({ day: 1, month: 1 });
    expect((await platformCalls(queuedOn)).day).toBe(0);
    // Later changes of the placed call (answered, completed) count it no more.
    const placed = (await findCall(who.organizationId, queued.id)) as CallRecord;
    const answered: CallRecord = {
      ...placed,
      status: 'completed',
      outcome: 'interested',
      updatedAt: new Date(Date.parse(placed.updatedAt) + 1).toISOString(),
    };
    await commit(callReplaceWrites(placed, answered));
    await settleProjections();
    expect(await platformCalls(dialledOn)).toEqual({ day: 1, month: 1 });
  });

  it('a migration recounts what an older version counted (every call record), and is safe to run again', async () => {
    const who = await owner();
    const day = ownDay();
    const placedAt = `${day}T09:00:00.000Z`;
    const placed: CallRecord = {
      ...callRecord(who, 'real', placedAt),
      status: 'completed',
      twilioCallSid: `CA${randomUUID().replaceAll('-', '')}`,
    };
    const records = [
      callRecord(who, 'demo', `${day}T08:00:00.000Z`),
      callRecord(who, 'real', `${day}T08:30:00.000Z`),
      placed,
    ];
    // As an older version wrote them: each record counted when it was created.
    const table = testTable();
    for (const call of records) {
      await commit(callInsertWrites(call));
    }
    // What the stream counts of them lands before the older version's count is put in place.
    await settleProjections();
    const counted = { pk: platformCallsPkOf(who.organizationId), aiCalls: 3 };
    for (const sk of [platformDaySk(day), platformMonthSk(day.slice(0, 7))]) {
      await table.client.send(new PutCommand({ TableName: table.name, Item: { ...counted, sk } }));
    }
    expect(await platformCalls(day)).toEqual({ day: 3, month: 3 });

    const only = new Set([platformDaySk(day), platformMonthSk(day.slice(0, 7))]);
    for (let run = 0; run < 2; run += 1) {
      await recountPlatformCalls(
        { doc: table.client, table: table.name, log: () => undefined },
        only,
      );
      expect(await platformCalls(day)).toEqual({ day: 1, month: 1 });
    }
  });
});
