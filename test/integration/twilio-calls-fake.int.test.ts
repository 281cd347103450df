import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeScenario } from '../fakes/twilio/scenarios';
import { startTwilioFake, type TwilioFake } from '../fakes/twilio/twilio-fake';
import type { FakeAccountSeed } from '../fakes/twilio/twilio-state';
import { type AppDouble, startAppDouble } from '../support/twilio-app-double';

/**
 * The Twilio fake placing outbound calls: the Calls API, the CPS queue, each scenario's signed
 * callbacks, ConversationRelay over a WebSocket, recordings, hang-up, and stop(). Our side is
 * played by support/twilio-app-double.ts, which checks every signature with `twilio` itself.
 */
const TOKEN = '3c4d5e6f708192a3b4c5d6e7f8091a2b';
const MAIN = { sid: `AC${'1a'.repeat(16)}`, authToken: TOKEN };
const PACED = { sid: `AC${'2b'.repeat(16)}`, authToken: TOKEN };
const OTHER = { sid: `AC${'3c'.repeat(16)}`, authToken: 'ffeeddccbbaa99887766554433221100' };
const FROM = '+15005550006';
const SMS_ONLY = '+15005550001';
const VERIFIED = '+14155550100';

const accounts: FakeAccountSeed[] = [
  {
    ...MAIN,
    cps: 50,
    numbers: [{ phoneNumber: FROM }, { phoneNumber: SMS_ONLY, voice: false }],
    verifiedCallerIds: [VERIFIED],
  },
  { ...PACED, cps: 1, numbers: [{ phoneNumber: FROM }] },
  { ...OTHER, cps: 50, numbers: [{ phoneNumber: FROM }] },
];

const TIMING = {
  ringMs: 20,
  answerMs: 40,
  noAnswerMs: 150,
  amdMs: 30,
  leadReplyMs: 20,
  quietHangUpMs: 400,
  maxVerbMs: 50,
};

let fake: TwilioFake;
let app: AppDouble;
let next = 1000;
/** A number no other test calls (and none of the fake's magic endings). */
const freshNumber = () => `+1415555${String(next++)}`;

const basic = (account: { sid: string; authToken: string }) =>
  `Basic ${Buffer.from(`${account.sid}:${account.authToken}`).toString('base64')}`;

const api = (
  account: { sid: string; authToken: string },
  path: string,
  form?: [string, string][],
) =>
  fetch(`${fake.url}/2010-04-01/Accounts/${account.sid}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: {
      authorization: basic(account),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });

/** What our dialer sends (see .tmp/contract-11.md), for our call `callId` to `to`. */
const dial = (callId: string, to: string, from = FROM): [string, string][] => [
  ['To', to],
  ['From', from],
  ['Url', app.voiceUrl(callId)],
  ['Method', 'POST'],
  ['StatusCallback', app.statusUrl(callId)],
  ['StatusCallbackMethod', 'POST'],
  ...['initiated', 'ringing', 'answered', 'completed'].map((event): [string, string] => [
    'StatusCallbackEvent',
    event,
  ]),
  ['Record', 'true'],
  ['RecordingStatusCallback', app.recordingUrl(callId)],
  ['RecordingStatusCallbackEvent', 'completed'],
  ['MachineDetection', 'DetectMessageEnd'],
  ['AsyncAmd', 'true'],
  ['AsyncAmdStatusCallback', app.amdUrl(callId)],
  ['AsyncAmdStatusCallbackMethod', 'POST'],
  ['Timeout', '30'],
  ['TimeLimit', '60'],
];

const place = async (callId: string, scenario: FakeScenario, account = MAIN) => {
  const to = freshNumber();
  fake.state.setScenario(to, scenario);
  const response = await api(account, '/Calls.json', dial(callId, to));
  expect(response.status).toBe(201);
  const body = (await response.json()) as { sid: string; status: string };
  return { to, sid: body.sid, body };
};

const waitFor = async (what: string, check: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const FINAL = ['completed', 'busy', 'no-answer', 'failed', 'canceled'];
/** Until the completed status callback (and the recording's, for an answered call) arrived. */
const settled = async (callId: string, recording: boolean) => {
  await waitFor(`call ${callId} to end`, () =>
    app.of(callId, 'status').some((params) => FINAL.includes(params.CallStatus ?? '')),
  );
  if (recording) await waitFor('the recording', () => app.of(callId, 'recording').length > 0);
};

const statuses = (callId: string) => app.of(callId, 'status').map((params) => params.CallStatus);

beforeAll(async () => {
  fake = await startTwilioFake({ accounts, timing: TIMING });
  app = await startAppDouble({ authToken: TOKEN, tokens: 4, tokenGapMs: 5, endAfterPrompts: 2 });
});

afterAll(async () => {
  await fake?.stop();
  await app?.stop();
});

describe('creating a call', () => {
  const errorOf = async (form: [string, string][], account = MAIN) => {
    const response = await api(account, '/Calls.json', form);
    return { status: response.status, body: (await response.json()) as { code: number } };
  };
  const without = (form: [string, string][], name: string) => form.filter(([key]) => key !== name);

  it("refuses what Twilio refuses, with Twilio's codes and error body", async () => {
    const form = dial('v1', freshNumber());
    expect(await errorOf(without(form, 'To'))).toEqual({
      status: 400,
      body: {
        code: 21201,
        message: "No 'To' number is specified",
        more_info: 'https://www.twilio.com/docs/errors/21201',
        status: 400,
      },
    });
    const codeOf = async (changed: [string, string][]) => (await errorOf(changed)).body.code;
    expect(await codeOf(without(form, 'From'))).toBe(21213);
    expect(await codeOf(without(form, 'Url'))).toBe(21205);
    expect(await codeOf([...without(form, 'Url'), ['Url', 'not a url']])).toBe(21205);
    expect(await codeOf([...without(form, 'To'), ['To', '555-CALL-ME']])).toBe(21211);
    expect(await codeOf([...without(form, 'To'), ['To', '+88216123456']])).toBe(21215);
    expect(await codeOf([...without(form, 'From'), ['From', '+14155550199']])).toBe(21210);
    expect(await codeOf([...without(form, 'From'), ['From', SMS_ONLY]])).toBe(21210);
    expect(
      await codeOf([...without(form, 'MachineDetection'), ['MachineDetection', 'Maybe']]),
    ).toBe(21626);
    const wrong = await errorOf(form, { sid: MAIN.sid, authToken: OTHER.authToken });
    expect(wrong).toMatchObject({ status: 401, body: { code: 20003 } });
    // Nothing refused became a call.
    expect(
      [...fake.state.calls.values()].filter((call) => call.request.to === form[0]?.[1]),
    ).toEqual([]);
  });

  it('accepts a verified caller ID as From, and Twiml instead of Url', async () => {
    const to = freshNumber();
    fake.state.setScenario(to, { kind: 'busy' });
    const response = await api(MAIN, '/Calls.json', [
      ['To', to],
      ['From', VERIFIED],
      ['Twiml', '<Response><Say>Hello</Say></Response>'],
    ]);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      status: 'queued',
      from: VERIFIED,
      direction: 'outbound-api',
      phone_number_sid: null,
    });
  });
});

describe('a call to an interested lead', () => {
  it('runs status, AMD, voice, ConversationRelay, action and recording callbacks, all signed', async () => {
    const to = freshNumber();
    fake.state.setScenario(to, {
      kind: 'answered',
      lead: [{ says: 'Hello, who is this?', partials: ['Hello'] }, { says: 'Tell me more.' }],
    });
    // The way the dialer will create it: with the twilio library, pointed at the fake.
    const client = twilio(MAIN.sid, MAIN.authToken);
    client.api.baseUrl = fake.url;
    const created = await client.calls.create({
      to,
      from: FROM,
      url: app.voiceUrl('lead'),
      method: 'POST',
      statusCallback: app.statusUrl('lead'),
      statusCallbackMethod: 'POST',
      statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
      record: true,
      recordingStatusCallback: app.recordingUrl('lead'),
      recordingStatusCallbackEvent: ['completed'],
      machineDetection: 'DetectMessageEnd',
      asyncAmd: 'true',
      asyncAmdStatusCallback: app.amdUrl('lead'),
      asyncAmdStatusCallbackMethod: 'POST',
      timeout: 30,
      timeLimit: 60,
    });
    expect(created.sid).toMatch(/^CA[0-9a-f]{32}$/);
    expect(created).toMatchObject({
      status: 'queued',
      to,
      from: FROM,
      direction: 'outbound-api',
      accountSid: MAIN.sid,
      uri: `/2010-04-01/Accounts/${MAIN.sid}/Calls/${created.sid}.json`,
    });
    await settled('lead', true);

    const status = app.of('lead', 'status');
    expect(status.map((params) => params.CallStatus)).toEqual([
      'initiated',
      'ringing',
      'in-progress',
      'completed',
    ]);
    expect(status.map((params) => params.SequenceNumber)).toEqual(['0', '1', '2', '3']);
    expect(status[3]).toMatchObject({
      CallSid: created.sid,
      AccountSid: MAIN.sid,
      From: FROM,
      To: to,
      Direction: 'outbound-api',
      ApiVersion: '2010-04-01',
      CallbackSource: 'call-progress-events',
      CallDuration: expect.stringMatching(/^\d+$/),
      Duration: expect.stringMatching(/^\d+$/),
      Timestamp: expect.stringMatching(/\+0000$/),
    });
    expect(app.of('lead', 'amd')).toEqual([
      expect.objectContaining({ AnsweredBy: 'human', CallSid: created.sid }),
    ]);
    expect(app.of('lead', 'voice')).toEqual([
      expect.objectContaining({ CallStatus: 'in-progress', CallSid: created.sid }),
    ]);
    const call = fake.state.calls.get(created.sid);
    expect(app.of('lead', 'relay-end')).toEqual([
      expect.objectContaining({
        SessionId: call?.session?.sessionId,
        SessionStatus: 'ended',
        HandoffData: '{"outcome":"demo"}',
        CallSid: created.sid,
      }),
    ]);
    expect(app.of('lead', 'recording')).toEqual([
      expect.objectContaining({
        RecordingSid: expect.stringMatching(/^RE[0-9a-f]{32}$/),
        RecordingUrl: `${fake.url}/2010-04-01/Accounts/${MAIN.sid}/Recordings/${call?.recordingSid}`,
        RecordingStatus: 'completed',
        RecordingChannels: '1',
        RecordingSource: 'OutboundAPI',
      }),
    ]);

    const frames = app.frames.get('lead') ?? [];
    expect(frames[0]).toMatchObject({
      type: 'setup',
      sessionId: expect.stringMatching(/^VX[0-9a-f]{32}$/),
      callSid: created.sid,
      accountSid: MAIN.sid,
      from: FROM,
      to,
      callType: 'PSTN',
      customParameters: { callId: 'lead' },
    });
    expect(frames.filter((frame) => frame.type === 'prompt')).toEqual([
      { type: 'prompt', voicePrompt: 'Hello', lang: 'en-US', last: false },
      { type: 'prompt', voicePrompt: 'Hello, who is this?', lang: 'en-US', last: true },
      { type: 'prompt', voicePrompt: 'Tell me more.', lang: 'en-US', last: true },
    ]);
    expect(call?.conversation.map(({ speaker, text }) => [speaker, text])).toEqual([
      ['agent', 'Hi, this is Ava from SalesFlow.'],
      ['lead', 'Hello, who is this?'],
      ['agent', 'Answer 1 1. Answer 1 2. Answer 1 3. Answer 1 4. '],
      ['lead', 'Tell me more.'],
      ['agent', 'Answer 2 1. Answer 2 2. Answer 2 3. Answer 2 4. '],
    ]);
    expect(call?.session?.status).toBe('ended');

    const fetched = await api(MAIN, `/Calls/${created.sid}.json`);
    expect(await fetched.json()).toMatchObject({ status: 'completed', answered_by: 'human' });
    const listed = await api(MAIN, `/Calls.json?To=${encodeURIComponent(to)}&Status=completed`);
    expect(((await listed.json()) as { calls: { sid: string }[] }).calls.map((c) => c.sid)).toEqual(
      [created.sid],
    );
    expect(app.forged).toEqual([]);
  });
});

describe('the other scenarios', () => {
  it.each([
    ['busy', ['initiated', 'ringing', 'busy']],
    ['no-answer', ['initiated', 'ringing', 'no-answer']],
    ['failed', ['initiated', 'failed']],
  ] as const)('%s: status callbacks only, no voice request', async (kind, expected) => {
    const callId = `s-${kind}`;
    const { sid } = await place(callId, { kind });
    await settled(callId, false);
    expect(statuses(callId)).toEqual(expected);
    expect(app.of(callId, 'voice')).toEqual([]);
    expect(app.of(callId, 'recording')).toEqual([]);
    expect(fake.state.calls.get(sid)?.status).toBe(kind);
  });

  it('voicemail: AMD says machine_end_beep, the session opens and the box says nothing', async () => {
    const { sid } = await place('vm', { kind: 'voicemail' });
    await settled('vm', true);
    expect(app.of('vm', 'amd')).toEqual([
      expect.objectContaining({ AnsweredBy: 'machine_end_beep' }),
    ]);
    expect(app.frames.get('vm')?.map((frame) => frame.type)).toEqual(['setup']);
    expect(app.of('vm', 'relay-end')).toEqual([
      expect.objectContaining({ SessionStatus: 'completed' }),
    ]);
    expect(fake.state.calls.get(sid)?.conversation.map((entry) => entry.speaker)).toEqual([
      'agent',
    ]);
  });

  it('hang-up mid-call: the lead closes the WebSocket after its first line', async () => {
    const { sid } = await place('gone', {
      kind: 'answered',
      lead: [{ says: 'Hello?' }, { says: 'never said' }],
      hangUpAfterTurns: 1,
    });
    await settled('gone', true);
    expect(statuses('gone')).toEqual(['initiated', 'ringing', 'in-progress', 'completed']);
    expect(app.of('gone', 'relay-end')).toEqual([
      expect.objectContaining({ SessionStatus: 'completed' }),
    ]);
    const said = fake.state.calls
      .get(sid)
      ?.conversation.filter((entry) => entry.speaker === 'lead');
    expect(said?.map((entry) => entry.text)).toEqual(['Hello?']);
  });

  it('an interruption arrives while the agent is mid-turn, and a key press comes as dtmf', async () => {
    const { sid } = await place('cut', {
      kind: 'answered',
      lead: [
        { says: 'Hi.', dtmf: '1' },
        { says: 'Wait, how much is it?', interruptsAfterTokens: 2 },
      ],
    });
    await settled('cut', true);
    const frames = app.frames.get('cut') ?? [];
    expect(frames.map((frame) => frame.type)).toEqual([
      'setup',
      'dtmf',
      'prompt',
      'interrupt',
      'prompt',
    ]);
    expect(frames[1]).toEqual({ type: 'dtmf', digit: '1' });
    expect(frames[3]).toMatchObject({
      utteranceUntilInterrupt: 'Answer 1 1. Answer 1 2. ',
      durationUntilInterruptMs: expect.any(Number),
    });
    const conversation = fake.state.calls.get(sid)?.conversation ?? [];
    expect(conversation.find((entry) => entry.interrupted)).toMatchObject({
      speaker: 'agent',
      text: 'Answer 1 1. Answer 1 2. ',
    });
    // Our answer to the line that cut in (a token of the cut turn may precede it on a busy machine).
    expect(conversation.at(-1)).toMatchObject({
      speaker: 'agent',
      text: expect.stringContaining('Answer 2 1. Answer 2 2. Answer 2 3. Answer 2 4. '),
    });
  });
});

describe('magic numbers and plain TwiML', () => {
  it('picks the scenario from the last four digits when no test set one', async () => {
    for (const [suffix, expected] of [
      ['0001', 'busy'],
      ['0003', 'failed'],
    ] as const) {
      const callId = `magic-${suffix}`;
      const response = await api(MAIN, '/Calls.json', dial(callId, `+1650555${suffix}`));
      expect(response.status).toBe(201);
      await settled(callId, false);
      expect(statuses(callId).at(-1)).toBe(expected);
    }
  });

  it('speaks <Say> and stops at <Hangup>; TwiML it cannot read ends the call with 12100', async () => {
    const to = freshNumber();
    const form = (callId: string, twiml: string) => [
      ...dial(callId, to).filter(([key]) => key !== 'Url'),
      ['Twiml', twiml] as [string, string],
    ];
    const said = await api(
      MAIN,
      '/Calls.json',
      form('say', '<Response><Say>Hello &amp; goodbye</Say><Hangup/><Say>never</Say></Response>'),
    );
    const broken = await api(MAIN, '/Calls.json', form('broken', '<Response><Say>oops</Response>'));
    const saySid = ((await said.json()) as { sid: string }).sid;
    const brokenSid = ((await broken.json()) as { sid: string }).sid;
    await settled('say', true);
    await settled('broken', true);
    expect(fake.state.calls.get(saySid)?.conversation.map((entry) => entry.text)).toEqual([
      'Hello & goodbye',
    ]);
    expect(fake.state.calls.get(saySid)?.errorCode).toBeNull();
    expect(fake.state.calls.get(brokenSid)?.errorCode).toBe(12100);
    expect(app.of('say', 'voice')).toEqual([]);
    expect(statuses('broken').at(-1)).toBe('completed');
  });
});

describe('sessions that end without our end', () => {
  it('a relay URL nobody answers: the action hears SessionStatus failed, the call completes', async () => {
    const to = freshNumber();
    const twiml = `<Response><Connect action="${app.url}/calls/nowhere/relay-end"><ConversationRelay url="ws://127.0.0.1:9/relay" /></Connect></Response>`;
    const response = await api(MAIN, '/Calls.json', [
      ...dial('nowhere', to).filter(([key]) => key !== 'Url'),
      ['Twiml', twiml],
    ]);
    const { sid } = (await response.json()) as { sid: string };
    await settled('nowhere', true);
    expect(app.of('nowhere', 'relay-end')).toEqual([
      expect.objectContaining({ SessionStatus: 'failed', CallSid: sid }),
    ]);
    expect(fake.state.calls.get(sid)?.session?.error).toBeTruthy();
    expect(statuses('nowhere').at(-1)).toBe('completed');
  });

  it('TimeLimit hangs up a call whose lead stays silent', async () => {
    const own = await startTwilioFake({ accounts, timing: { ...TIMING, quietHangUpMs: 60_000 } });
    try {
      const to = freshNumber();
      own.state.setScenario(to, { kind: 'answered', lead: [] });
      const form = dial('limit', to).map(([key, value]): [string, string] =>
        key === 'TimeLimit' ? [key, '1'] : [key, value],
      );
      const response = await fetch(`${own.url}/2010-04-01/Accounts/${MAIN.sid}/Calls.json`, {
        method: 'POST',
        headers: {
          authorization: basic(MAIN),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
      });
      const { sid } = (await response.json()) as { sid: string };
      await settled('limit', true);
      const call = own.state.calls.get(sid);
      expect(call?.session?.status).toBe('completed');
      expect(app.of('limit', 'relay-end')).toEqual([
        expect.objectContaining({ SessionStatus: 'completed' }),
      ]);
      expect(app.of('limit', 'status').at(-1)).toMatchObject({
        CallStatus: 'completed',
        CallDuration: '1',
      });
    } finally {
      await own.stop();
    }
  });
});

describe('recordings, hanging up and pacing', () => {
  it('serves the recording as WAV and MP3 with Basic auth only', async () => {
    const { sid } = await place('rec', { kind: 'answered', lead: [{ says: 'Yes?' }] });
    await settled('rec', true);
    const url = app.of('rec', 'recording')[0]?.RecordingUrl ?? '';
    expect(fake.state.calls.get(sid)?.recordingSid).toBeTruthy();
    const wav = await fetch(`${url}.wav`, { headers: { authorization: basic(MAIN) } });
    expect(wav.status).toBe(200);
    expect(wav.headers.get('content-type')).toBe('audio/x-wav');
    const bytes = Buffer.from(await wav.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(bytes.readUInt32LE(40)).toBe(bytes.length - 44);
    const mp3 = await fetch(`${url}.mp3`, { headers: { authorization: basic(MAIN) } });
    expect([...Buffer.from(await mp3.arrayBuffer()).subarray(0, 2)]).toEqual([0xff, 0xfb]);
    expect((await fetch(`${url}.wav`)).status).toBe(401);
    expect((await fetch(`${url}.wav`, { headers: { authorization: basic(PACED) } })).status).toBe(
      404,
    );
  });

  it('hangs up an answered call on POST Status=completed', async () => {
    const { sid } = await place('hang', {
      kind: 'answered',
      lead: [{ says: 'Go on.' }, { says: 'Still here.' }, { says: 'And?' }, { says: 'Hmm.' }],
    });
    await waitFor('the relay session', () => (app.frames.get('hang')?.length ?? 0) > 0);
    const response = await api(MAIN, `/Calls/${sid}.json`, [['Status', 'completed']]);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sid, status: 'completed' });
    await settled('hang', true);
    expect(statuses('hang').at(-1)).toBe('completed');
    expect(app.of('hang', 'relay-end')).toEqual([
      expect.objectContaining({ SessionStatus: 'completed' }),
    ]);
    expect(app.of('hang', 'amd')).toHaveLength(1);
    const fetched = await api(MAIN, `/Calls/${sid}.json`);
    expect(await fetched.json()).toMatchObject({
      status: 'completed',
      end_time: expect.any(String),
    });
  });

  it('queues calls beyond the CPS: three at CPS 1 start one after another, about a second apart', async () => {
    const placed = [];
    for (const n of [1, 2, 3]) placed.push(await place(`cps-${n}`, { kind: 'busy' }, PACED));
    const third = await api(PACED, `/Calls/${placed[2]?.sid}.json`);
    expect(await third.json()).toMatchObject({ status: 'queued', start_time: null });
    for (const n of [1, 2, 3]) await settled(`cps-${n}`, false);
    const started = placed.map(({ sid }) => fake.state.calls.get(sid)?.startedAt ?? 0);
    expect([...started].sort((a, b) => a - b)).toEqual(started);
    for (const [earlier, later] of [
      [started[0], started[1]],
      [started[1], started[2]],
    ] as const) {
      expect((later ?? 0) - (earlier ?? 0)).toBeGreaterThanOrEqual(900);
    }
  });

  it('cancels a call still in the queue: no voice request, status canceled', async () => {
    await place('wait-1', { kind: 'busy' }, PACED);
    const { sid } = await place('wait-2', { kind: 'answered', lead: [] }, PACED);
    const response = await api(PACED, `/Calls/${sid}.json`, [['Status', 'canceled']]);
    expect(await response.json()).toMatchObject({ status: 'canceled' });
    await settled('wait-2', false);
    expect(statuses('wait-2')).toEqual(['canceled']);
    expect(app.of('wait-2', 'voice')).toEqual([]);
  });
});

describe('signatures and stopping', () => {
  it('signs with the account token: another token fails validation, and our side refuses it', async () => {
    const to = freshNumber();
    fake.state.setScenario(to, { kind: 'answered', lead: [{ says: 'Hi' }] });
    const response = await api(OTHER, '/Calls.json', dial('forged', to));
    const { sid } = (await response.json()) as { sid: string };
    await waitFor('the call to end', () => fake.state.calls.get(sid)?.endedAt !== null);
    const call = fake.state.calls.get(sid);
    // The last request it makes: the recording callback, once our side answered it.
    await waitFor('its recording callback', () =>
      (call?.sent ?? []).some((sent) => sent.kind === 'recording' && sent.answeredStatus !== 0),
    );
    const sent = call?.sent ?? [];
    expect(sent.length).toBeGreaterThan(0);
    for (const one of sent) {
      expect(twilio.validateRequest(OTHER.authToken, one.signature, one.url, one.params)).toBe(
        true,
      );
      expect(twilio.validateRequest(TOKEN, one.signature, one.url, one.params)).toBe(false);
      expect(one.answeredStatus).toBe(403);
    }
    // The voice URL refused it, so Twilio gave up on the call (11200) and no socket opened.
    expect(call?.errorCode).toBe(11200);
    expect(app.forged.length).toBe(sent.length);
    expect(app.webhooks.filter((hook) => hook.params.CallSid === sid)).toEqual([]);
  });

  it('stop() ends every call at once and leaves no timers behind', async () => {
    const timers = () =>
      process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;
    const before = timers();
    const own = await startTwilioFake({ accounts, timing: { ...TIMING, quietHangUpMs: 60_000 } });
    const to = freshNumber();
    own.state.setScenario(to, { kind: 'answered', lead: [] });
    const response = await fetch(`${own.url}/2010-04-01/Accounts/${MAIN.sid}/Calls.json`, {
      method: 'POST',
      headers: { authorization: basic(MAIN), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(dial('stopping', to)).toString(),
    });
    expect(response.status).toBe(201);
    await waitFor('the relay session', () => (app.frames.get('stopping')?.length ?? 0) > 0);
    expect(timers()).toBeGreaterThan(before);
    await own.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(timers()).toBeLessThanOrEqual(before);
    const call = [...own.state.calls.values()][0];
    expect(call?.session?.status).toBe('completed');
  });
});
