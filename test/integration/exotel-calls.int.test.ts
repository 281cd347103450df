import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_AI_AGENT_SETTINGS } from '@salesflow/shared/ai-agent/ai-agent-settings';
import type { AiCall, StartCallAnswer } from '@salesflow/shared/ai-calls/ai-call.schema';
import { DEFAULT_CALLING_SETTINGS } from '@salesflow/shared/calls/calling-settings.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type {
  ConnectionTestResult,
  SecuritySettingsView,
} from '@salesflow/shared/settings/security-settings-view';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_EXOTEL_ACCOUNT } from '../fakes/exotel/demo-accounts';
import { DEMO_OPENAI_KEY } from '../fakes/openai/demo-keys';
import { type ApiClient, signIn } from '../support/api-client';
import { loopbackHttp } from '../support/loopback';
import { me, waitForCall } from '../support/real-calls';
import { testTable } from '../support/table';

/**
 * Calls to Indian numbers through Exotel, end to end on the local stack: the Exotel fake dials
 * the lead, posts its callbacks and opens the AgentStream on our relay socket; the agent hears
 * the lead (the OpenAI-compatible audio fake), answers from the company information and speaks
 * back; the call ends with its transcript, recording and analysis. Exotel signs nothing: a
 * callback or a stream without the call's token is refused and writes nothing.
 */
const ALL_DAY = { start: '00:00', end: '23:59', days: [1, 2, 3, 4, 5, 6, 7] };

const setUpExotel = async (
  client: ApiClient,
  options: { ownKey?: boolean; language?: 'en-IN' | 'hi-IN' | 'hi-Latn' } = {},
) => {
  const security = await client.post<SecuritySettingsView>('/api/settings/security', {
    exotelAccountSid: DEMO_EXOTEL_ACCOUNT.sid,
    exotelApiKey: DEMO_EXOTEL_ACCOUNT.apiKey,
    exotelApiToken: DEMO_EXOTEL_ACCOUNT.apiToken,
    exotelRegion: 'mumbai',
    ...(options.ownKey === false ? {} : { openaiApiKey: DEMO_OPENAI_KEY }),
  });
  expect(security.status).toBe(200);
  expect(security.body).toMatchObject({ exotelRegion: 'mumbai' });
  expect(security.body.exotelApiToken).toMatch(/^•+/);
  const profile = await client.put('/api/settings/india-calling', {
    dltEntityId: '1201160000000012345',
    exoPhones: [
      { number: DEMO_EXOTEL_ACCOUNT.promotionalExoPhone, purpose: 'promotional' },
      { number: DEMO_EXOTEL_ACCOUNT.serviceExoPhone, purpose: 'service' },
    ],
  });
  expect(profile.status).toBe(200);
  const hours = await client.put('/api/settings/calling', {
    ...DEFAULT_CALLING_SETTINGS,
    callingHours: ALL_DAY,
  });
  expect(hours.status).toBe(200);
  const agent = await client.post('/api/settings/ai-agent', {
    ...DEFAULT_AI_AGENT_SETTINGS,
    language: options.language ?? 'en-IN',
    companyInfo:
      'SalesFlow is a sales CRM for Indian teams.\nPricing: Starter costs 999 rupees per user per month; Pro costs 1,999 rupees per user per month.\nA yearly plan gets two months free.',
  });
  expect(agent.status).toBe(200);
};

const addLead = async (client: ApiClient, phone: string) => {
  const response = await client.post<Contact>('/api/contacts', {
    name: 'Rohan Mehta',
    email: `${randomUUID()}@lead.in`,
    phone,
    company: 'Mehta Steel',
  });
  expect(response.status).toBe(201);
  return response.body;
};

/** A service call: TRAI's 09:00-21:00 binds promotional calls only, so it goes at any hour. */
const startServiceCall = (client: ApiClient, lead: Contact) =>
  client.post<StartCallAnswer>('/api/ai-calling/start-real-call', {
    contactId: lead.id,
    phoneNumber: lead.phone,
    purpose: 'service',
  });

const storedCall = async (organizationId: string, callId: string) => {
  const table = testTable();
  const { Item } = await table.client.send(
    new GetCommand({
      TableName: table.name,
      Key: { pk: `ORG#${organizationId}#CALLS`, sk: `CALL#${callId}` },
      ConsistentRead: true,
    }),
  );
  return Item as Record<string, unknown> & { real: Record<string, unknown> };
};

const handshake = (url: string, headers: Record<string, string> = {}) =>
  new Promise<number | 'open'>((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('error', reject);
  });

const ended = (call: AiCall) => !['queued', 'calling'].includes(call.status) && !!call.aiScore;

describe('a call to an Indian lead through Exotel', () => {
  it('goes out from the ExoPhone of its purpose, hears the lead, and answers the price from the company information', async () => {
    const owner = await signIn();
    await setUpExotel(owner);
    const lead = await addLead(owner, '+91 98765 10007');
    const started = await startServiceCall(owner, lead);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ success: true, scheduledFor: null });
    const id = started.body.aiCall?.id ?? '';

    const asked = 'Lead: How much does it cost per user per month?';
    const answerOf = (call: AiCall) =>
      ((call.transcript ?? '').split(asked)[1] ?? '').split('\n').find((l) => l.startsWith('AI:'));
    const call = await waitForCall(owner, id, (c) => !!answerOf(c), 60_000);
    expect(call.status).toBe('calling');
    // The agent's answer to it states the price from the company information.
    expect(answerOf(call)).toMatch(/999/);

    const { organizationId } = await me(owner);
    const stored = await storedCall(organizationId, id);
    expect(stored.real).toMatchObject({ carrier: 'exotel', purpose: 'service' });
    expect(stored.real.from).toBe(DEMO_EXOTEL_ACCOUNT.serviceExoPhone);
  }, 90_000);

  it('refuses a forged callback and a stream opened with a wrong token, and writes nothing', async () => {
    const owner = await signIn();
    await setUpExotel(owner);
    // Busy: the fake never opens a stream, and the call waits for its retry.
    const lead = await addLead(owner, '+91 98765 10001');
    const started = await startServiceCall(owner, lead);
    const id = started.body.aiCall?.id ?? '';
    const { organizationId } = await me(owner);
    const retried = await waitForCall(owner, id, (c) => (c.attempt ?? 1) > 1, 30_000);
    expect(retried).toMatchObject({ status: 'queued', attempt: 2 });
    const before = await storedCall(organizationId, id);

    const http = loopbackHttp();
    const status = `${inject('publicApiUrl')}/api/webhooks/exotel/${organizationId}/calls/${id}/status`;
    const forged = JSON.stringify({
      CallSid: 'forged',
      Status: 'completed',
      EventType: 'terminal',
    });
    for (const url of [`${status}?token=wrong`, status]) {
      const answer = await http.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: forged,
      });
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as ErrorBody).error.code).toBe('FORBIDDEN');
    }
    const other = await http.fetch(
      `${inject('publicApiUrl')}/api/webhooks/exotel/${organizationId}/calls/no-such-call/status?token=x`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: forged },
    );
    expect(other.status).toBe(403);

    const relay = `${inject('relayWsUrl')}?org=${organizationId}&call=${id}&carrier=exotel`;
    expect(await handshake(`${relay}&token=wrong`)).toBe(403);
    const wrongBasic = Buffer.from(`${id}:wrong`).toString('base64');
    expect(await handshake(relay, { authorization: `Basic ${wrongBasic}` })).toBe(403);

    expect(await storedCall(organizationId, id)).toEqual(before);
  }, 60_000);

  it('tests the Exotel connection: the credentials, and each ExoPhone of the profile on the account', async () => {
    const owner = await signIn();
    await setUpExotel(owner);
    const tested = await owner.post<ConnectionTestResult>(
      '/api/settings/security/test-connection',
      {},
    );
    expect(tested.status).toBe(200);
    expect(tested.body.ok).toBe(true);
    expect(tested.body.checks.map((c) => [c.name, c.ok])).toEqual([
      ['Exotel Account SID, API key and token', true],
      ['ExoPhones', true],
    ]);
    await owner.put('/api/settings/india-calling', {
      dltEntityId: '',
      exoPhones: [{ number: '+911409999999', purpose: 'promotional' }],
    });
    await owner.post('/api/settings/security', { exotelApiToken: 'wrongtoken123456' });
    const refused = await owner.post<ConnectionTestResult>(
      '/api/settings/security/test-connection',
      {},
    );
    expect(refused.body).toMatchObject({
      ok: false,
      checks: [{ ok: false, message: 'Exotel refused the API key and token for this Account SID' }],
    });
    await owner.post('/api/settings/security', { exotelApiToken: DEMO_EXOTEL_ACCOUNT.apiToken });
    const missing = await owner.post<ConnectionTestResult>(
      '/api/settings/security/test-connection',
      {},
    );
    expect(missing.body.checks[1]).toMatchObject({
      ok: false,
      message: 'Not on this Exotel account: +911409999999',
    });
  });

  it('refuses a promotional call when no 140-series ExoPhone is set, naming the number it needs', async () => {
    const owner = await signIn();
    await setUpExotel(owner);
    await owner.put('/api/settings/india-calling', {
      dltEntityId: '',
      exoPhones: [{ number: DEMO_EXOTEL_ACCOUNT.serviceExoPhone, purpose: 'service' }],
    });
    const lead = await addLead(owner, '+91 98765 10009');
    const refused = await owner.post('/api/ai-calling/start-real-call', {
      contactId: lead.id,
      phoneNumber: lead.phone,
    });
    expect(refused.status).toBe(409);
    expect((refused.body as ErrorBody).error.message).toContain(
      'goes out from a 140-series ExoPhone (TRAI)',
    );
    expect((await owner.get<AiCall[]>('/api/ai-calls')).body).toEqual([]);
  });
});

describe('Exotel calls heard by Transcribe and spoken by Polly (no OpenAI key)', () => {
  it('the built-in agent answers the price from the company information', async () => {
    const owner = await signIn();
    await setUpExotel(owner, { ownKey: false });
    const lead = await addLead(owner, '+91 98765 30007');
    const id = (await startServiceCall(owner, lead)).body.aiCall?.id ?? '';
    const asked = 'Lead: How much does it cost per user per month?';
    const call = await waitForCall(
      owner,
      id,
      (c) => {
        const after = (c.transcript ?? '').split(asked)[1] ?? '';
        return after.includes('\nAI:');
      },
      60_000,
    );
    const after = (call.transcript ?? '').split(asked)[1] ?? '';
    const answer = after.split('\n').find((line) => line.startsWith('AI:')) ?? '';
    expect(answer).toContain('999');
    expect(answer).not.toContain('How are you handling this today');
    // The analysis notes the question, answered.
    const over = await waitForCall(owner, id, (c) => !!c.questions, 60_000);
    expect(over.questions).toContainEqual({
      question: 'How much does it cost per user per month?',
      answered: true,
    });
  }, 150_000);

  it('a lead who speaks Hindi is heard, answered in Hindi, and the call is scored and recorded; a replayed callback changes nothing', async () => {
    const owner = await signIn();
    await setUpExotel(owner, { ownKey: false, language: 'hi-IN' });
    const lead = await addLead(owner, '+91 98765 30008');
    const id = (await startServiceCall(owner, lead)).body.aiCall?.id ?? '';
    const call = await waitForCall(owner, id, ended, 100_000);
    expect(call.status).toBe('completed');
    const transcript = call.transcript ?? '';
    expect(transcript).toContain('Lead: हाँ, बोलिए?');
    expect(transcript).toContain('Lead: ठीक है, कल दोपहर को डेमो रख लीजिए।');
    // The agent speaks Hindi (Devanagari) on its own lines.
    const aiLines = transcript.split('\n').filter((line) => line.startsWith('AI:'));
    expect(aiLines.some((line) => /[\u0900-\u097F]/.test(line))).toBe(true);
    expect(call.outcome === 'interested' || call.outcome === 'callback').toBe(true);
    expect(call.aiScore ?? 0).toBeGreaterThanOrEqual(50);
    // Exotel's recording, copied into the uploads bucket.
    const recorded = await waitForCall(owner, id, (c) => !!c.recordingUrl, 20_000);
    expect(recorded.recordingUrl).toBe(`/api/ai-calls/${id}/recording`);

    // Exotel's terminal callback delivered again, with the right token, changes nothing.
    const { organizationId } = await me(owner);
    const before = await storedCall(organizationId, id);
    const token = String(before.real.callToken);
    const replay = await loopbackHttp().fetch(
      `${inject('publicApiUrl')}/api/webhooks/exotel/${organizationId}/calls/${id}/status?token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          CallSid: String(before.twilioCallSid),
          EventType: 'terminal',
          Status: 'completed',
          ConversationDuration: 999,
        }),
      },
    );
    expect(replay.status).toBe(204);
    expect(await storedCall(organizationId, id)).toEqual(before);
  }, 120_000);
});

describe('a lead who speaks over the agent, on Exotel', () => {
  it('clears the agent’s audio, keeps the cut line as heard, and End Call closes the stream', async () => {
    const owner = await signIn();
    await setUpExotel(owner);
    const lead = await addLead(owner, '+91 98765 10006');
    const started = await startServiceCall(owner, lead);
    const id = started.body.aiCall?.id ?? '';
    const cutIn = await waitForCall(
      owner,
      id,
      (c) => (c.transcript ?? '').includes('Lead: Sorry, I am driving. Call me tomorrow.'),
      60_000,
    );
    const lines = (cutIn.transcript ?? '').split('\n');
    const at = lines.indexOf('Lead: Sorry, I am driving. Call me tomorrow.');
    expect(lines[at - 1]).toMatch(/^AI: .*…$/);
    const hungUp = await owner.post<AiCall>(`/api/ai-calls/${id}/hang-up`, {});
    expect(hungUp.status).toBe(200);
    const over = await waitForCall(
      owner,
      id,
      (c) => !['queued', 'calling'].includes(c.status),
      30_000,
    );
    expect(over.status).toBe('completed');
  }, 120_000);
});
