import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dial } from '@salesflow/functions/modules/ai-calls/real-calls/dialer.service';
import type { Telephony } from '@salesflow/functions/platform/telephony/telephony-port';
import { twilioTelephony } from '@salesflow/functions/platform/telephony/twilio-calls';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { localTime } from '@salesflow/shared/calls/calling-hours';
import { DEFAULT_CALLING_SETTINGS } from '@salesflow/shared/calls/calling-settings.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { me, setUpTwilio, startRealCall, twilioCallsTo } from '../support/real-calls';
import { useLocalStackFromTests } from '../support/service-env';
import { testTable } from '../support/table';

beforeAll(useLocalStackFromTests);

/** A call recorded for later (hours leave out today), so no dialer message was sent for it. */
const heldCall = async (client: ApiClient) => {
  await setUpTwilio(client);
  const today = localTime(new Date(), 'Asia/Kolkata').weekday;
  await client.put('/api/settings/calling', {
    ...DEFAULT_CALLING_SETTINGS,
    callingHours: {
      start: '09:00',
      end: '20:00',
      days: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== today),
    },
  });
  // A number the fake does not answer (0002), so the call ends quickly and alone.
  const phone = `+91 98${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}0002`;
  const contact = (
    await client.post<Contact>('/api/contacts', {
      name: 'Dial Once',
      email: `${randomUUID()}@lead.in`,
      phone,
    })
  ).body;
  const answer = await startRealCall(client, contact.id, phone);
  const user = await me(client);
  // Its time has come, and the hours now include today: as the due-calls schedule would find it.
  // The run's other tests share the demo account: a high rate keeps this one from waiting on them.
  await client.put('/api/settings/calling', {
    ...DEFAULT_CALLING_SETTINGS,
    callsPerSecond: 30,
    callingHours: { start: '00:00', end: '23:59', days: [1, 2, 3, 4, 5, 6, 7] },
  });
  const table = testTable();
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: { pk: `ORG#${user.organizationId}#CALLS`, sk: `CALL#${answer.body.aiCall?.id}` },
      UpdateExpression: 'SET #real.#at = :now, #real.#tz = :tz',
      ExpressionAttributeNames: { '#real': 'real', '#at': 'scheduledFor', '#tz': 'timeZone' },
      ExpressionAttributeValues: {
        ':now': new Date(Date.now() - 1000).toISOString(),
        ':tz': 'Pacific/Kiritimati',
      },
    }),
  );
  return {
    organizationId: user.organizationId,
    callId: answer.body.aiCall?.id ?? '',
    phone: contact.phoneE164 ?? '',
  };
};

/**
 * Dials as a delivery would, again while a limit holds the call back (the run's other tests share
 * the demo account's calls per second): the answer once the dialer decided.
 */
const dialDecided = async (
  message: { organizationId: string; callId: string; attempt: number },
  telephony: Telephony,
  now?: Date,
) => {
  for (let i = 0; i < 20; i++) {
    const result = await dial(message, telephony, now ?? new Date());
    if (!result.startsWith('waiting')) return result;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('The dialer stayed held back');
};

describe('the dialer', () => {
  it('a message delivered twice, even at once, places the call once', async () => {
    const owner = await signIn();
    const { organizationId, callId, phone } = await heldCall(owner);
    const message = { organizationId, callId, attempt: 1 };
    const results = await Promise.all([
      dial(message, twilioTelephony),
      dial(message, twilioTelephony),
    ]);
    expect(results.filter((r) => r === 'placed')).toHaveLength(1);
    expect(await dial(message, twilioTelephony)).toBe('skipped');
    expect(await twilioCallsTo(phone)).toHaveLength(1);
    // A message for an earlier try of the call changes nothing either.
    expect(await dial({ ...message, attempt: 0 }, twilioTelephony)).toBe('skipped');
  });

  it('a worker killed after its claim leaves the call to the next delivery once the claim is stale, never twice', async () => {
    const owner = await signIn();
    const { organizationId, callId, phone } = await heldCall(owner);
    const message = { organizationId, callId, attempt: 1 };
    const killed: Telephony = {
      ...twilioTelephony,
      placeCall: () => Promise.reject(new Error('the worker was killed')),
    };
    await expect(dialDecided(message, killed)).rejects.toThrow('killed');
    // Redelivered at once: the claim is fresh, the call may be on its way; it waits.
    expect(await dialDecided(message, twilioTelephony)).toBe('later');
    expect(await twilioCallsTo(phone)).toHaveLength(0);
    // Redelivered after the claim went stale with no call placed: dialed, once.
    const later = new Date(Date.now() + 3 * 60_000);
    expect(await dialDecided(message, twilioTelephony, later)).toBe('placed');
    expect(await dialDecided(message, twilioTelephony, later)).toBe('skipped');
    expect(await twilioCallsTo(phone)).toHaveLength(1);
    const call = (await owner.get<AiCall>(`/api/ai-calls/${callId}`)).body;
    expect(call.twilioCallSid).toMatch(/^CA/);
  });

  it('a lead marked Do Not Call after the call was queued is not dialed', async () => {
    const owner = await signIn();
    const { organizationId, callId, phone } = await heldCall(owner);
    const call = (await owner.get<AiCall>(`/api/ai-calls/${callId}`)).body;
    await owner.put(`/api/contacts/${call.contactId}`, { doNotCall: true });
    expect(await dialDecided({ organizationId, callId, attempt: 1 }, twilioTelephony)).toBe(
      'ended',
    );
    const ended = (await owner.get<AiCall>(`/api/ai-calls/${callId}`)).body;
    expect(ended).toMatchObject({ status: 'failed', endReason: 'The lead was marked Do Not Call' });
    expect(await twilioCallsTo(phone)).toHaveLength(0);
  });

  it('a number another contact of the organization has, marked Do Not Call after the call was queued, is not dialed', async () => {
    const owner = await signIn();
    const { organizationId, callId, phone } = await heldCall(owner);
    const twin = await owner.post<Contact>('/api/contacts', {
      name: 'Same Number',
      email: `${randomUUID()}@lead.in`,
      phone,
    });
    await owner.put(`/api/contacts/${twin.body.id}`, { doNotCall: true });
    expect(await dialDecided({ organizationId, callId, attempt: 1 }, twilioTelephony)).toBe(
      'ended',
    );
    const ended = (await owner.get<AiCall>(`/api/ai-calls/${callId}`)).body;
    expect(ended).toMatchObject({
      status: 'failed',
      endReason: 'The number was marked Do Not Call on another contact',
    });
    expect(await twilioCallsTo(phone)).toHaveLength(0);
  });

  it('another organization’s Do Not Call contact with the same number does not hold this call back', async () => {
    const owner = await signIn();
    const { organizationId, callId, phone } = await heldCall(owner);
    const stranger = await signIn();
    const theirs = await stranger.post<Contact>('/api/contacts', {
      name: 'Their Lead',
      email: `${randomUUID()}@lead.in`,
      phone,
    });
    await stranger.put(`/api/contacts/${theirs.body.id}`, { doNotCall: true });
    expect(await dialDecided({ organizationId, callId, attempt: 1 }, twilioTelephony)).toBe(
      'placed',
    );
    expect(await twilioCallsTo(phone)).toHaveLength(1);
  });

  it('a contact whose number changed after the call was queued is not dialed at either number', async () => {
    const owner = await signIn();
    const { organizationId, callId, phone } = await heldCall(owner);
    const call = (await owner.get<AiCall>(`/api/ai-calls/${callId}`)).body;
    const moved = `+91 96${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}0002`;
    const edited = await owner.put<Contact>(`/api/contacts/${call.contactId}`, { phone: moved });
    expect(edited.status).toBe(200);
    expect(await dialDecided({ organizationId, callId, attempt: 1 }, twilioTelephony)).toBe(
      'ended',
    );
    const ended = (await owner.get<AiCall>(`/api/ai-calls/${callId}`)).body;
    expect(ended).toMatchObject({
      status: 'failed',
      endReason: 'The contact’s phone number changed after the call was queued',
    });
    expect(await twilioCallsTo(phone)).toHaveLength(0);
    expect(await twilioCallsTo(edited.body.phoneE164 ?? '')).toHaveLength(0);
  });
});
