import {
  type ConnectCallRequest,
  connectCall,
  fetchCall,
  listExoPhones,
} from '@salesflow/functions/platform/telephony/exotel-calls';
import type { ExotelCredentials } from '@salesflow/functions/platform/telephony/exotel-http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { heardText } from '../speech/fake-voice';
import { DEMO_EXOTEL_ACCOUNT } from './demo-accounts';
import { type ExotelFake, startExotelFake } from './exotel-fake';
import { pcmOfWav } from './recordings';
import { HINDI_LEAD, INTERESTED_LEAD, INTERRUPTING_LEAD, PRICE_ASKING_LEAD } from './scenarios';
import { TestAgent } from './test-agent';

const CREDENTIALS: ExotelCredentials = {
  accountSid: DEMO_EXOTEL_ACCOUNT.sid,
  apiKey: DEMO_EXOTEL_ACCOUNT.apiKey,
  apiToken: DEMO_EXOTEL_ACCOUNT.apiToken,
};
const REGION = 'mumbai' as const;

let fake: ExotelFake;
let agent: TestAgent;

beforeAll(async () => {
  // 25 times real time: a 100 ms frame every 4 ms.
  fake = await startExotelFake({
    timing: { frameMs: 4, ringMs: 10, answerMs: 20, noAnswerMs: 60, leadReplyMs: 400 },
  });
  vi.stubEnv('EXOTEL_API_BASE_URL', fake.url);
  agent = new TestAgent((text, turn) =>
    /cost|discount/i.test(text)
      ? 'It is nine hundred rupees a user a month.'
      : turn === 1
        ? 'Hi, this is Asha calling from SalesFlow about your enquiry.'
        : `Noted, thank you. Turn ${turn}.`,
  );
  await agent.start();
});

afterAll(async () => {
  await fake?.stop();
  await agent?.stop();
  vi.unstubAllEnvs();
});

const request = (to: string, urls = agent.newCall()): ConnectCallRequest => ({
  to,
  callerId: DEMO_EXOTEL_ACCOUNT.exoPhone,
  streamUrl: urls.streamUrl,
  statusCallbackUrl: urls.statusCallbackUrl,
  record: true,
  timeLimitSeconds: 120,
  ringSeconds: 30,
  customField: 'call-1',
});

/** Places a call and waits until the fake has ended it (terminal callback sent). */
const placeAndFinish = async (to: string, urls = agent.newCall()) => {
  const answer = await connectCall(CREDENTIALS, REGION, request(to, urls));
  if (answer.kind !== 'ok') throw new Error(`refused: ${JSON.stringify(answer)}`);
  const sid = answer.value.sid;
  await vi.waitFor(
    () => {
      const call = fake.state.calls.get(sid);
      expect(call?.callbacks.some((c) => c.event === 'terminal' && c.answeredStatus > 0)).toBe(
        true,
      );
    },
    { timeout: 30_000, interval: 20 },
  );
  const call = fake.state.calls.get(sid);
  if (!call) throw new Error('no call');
  return { sid, call, seen: agent.calls.get(urls.token) };
};

const linesOf = (scenario: typeof INTERESTED_LEAD) =>
  scenario.kind === 'answered' ? scenario.lead.map((line) => line.says) : [];

describe('the Exotel fake, through the Exotel adapter', () => {
  it('refuses wrong credentials with 401, as Exotel does', async () => {
    const answer = await connectCall(
      { ...CREDENTIALS, apiToken: 'wrong' },
      REGION,
      request('+919876540000'),
    );
    expect(answer).toMatchObject({ kind: 'refused', status: 401, permanent: false });
    const test = await listExoPhones({ ...CREDENTIALS, apiKey: 'nobody' }, REGION);
    expect(test).toMatchObject({ kind: 'refused', status: 401 });
  });

  it('refuses a bad number and a bad stream URL for good (400, RestException message)', async () => {
    const bad = await connectCall(CREDENTIALS, REGION, request('not-a-number'));
    expect(bad).toMatchObject({ kind: 'refused', status: 400, permanent: true });
    expect(bad.kind === 'refused' && bad.message).toMatch(/From/);
    const ws = await connectCall(CREDENTIALS, REGION, {
      ...request('+919876540000'),
      streamUrl: 'https://not-a-socket.example',
    });
    expect(ws).toMatchObject({ kind: 'refused', status: 400, permanent: true });
    const unknownCall = await fetchCall(CREDENTIALS, REGION, '0'.repeat(32));
    expect(unknownCall).toMatchObject({ kind: 'refused', status: 404, permanent: true });
  });

  it('lists the ExoPhones (Settings → Test connection)', async () => {
    const answer = await listExoPhones(CREDENTIALS, REGION);
    expect(answer).toEqual({
      kind: 'ok',
      value: [
        { sid: '8047491899', phoneNumber: '+918047491899', voice: true },
        { sid: '1401234567', phoneNumber: '+911401234567', voice: true },
        { sid: '1600123456', phoneNumber: '+911600123456', voice: true },
      ],
    });
  });

  it('plays an interested lead: callbacks, the stream both ways, marks, transcript, recording', async () => {
    const { sid, call, seen } = await placeAndFinish('+919876541234');
    const lead = linesOf(INTERESTED_LEAD);
    expect(seen?.callSid).toBe(sid);
    expect(seen?.events.slice(0, 2)).toEqual(['connected', 'start']);
    expect(seen?.events.at(-1)).toBe('stop');
    expect(seen?.heard).toEqual(lead);
    expect(seen?.marks).toEqual(['turn-1', 'turn-2', 'turn-3']);
    expect(call.stream).toMatchObject({ badChunks: [], badFrames: [], endedBy: 'lead' });
    expect(call.stream?.authorization).toMatch(/^Basic /);
    expect(call.transcript).toEqual([
      `Lead: ${lead[0]}`,
      `AI: ${seen?.said[0]}`,
      `Lead: ${lead[1]}`,
      `AI: ${seen?.said[1]}`,
      `Lead: ${lead[2]}`,
      `AI: ${seen?.said[2]}`,
    ]);
    const [answered, terminal] = seen?.callbacks ?? [];
    expect(answered).toMatchObject({ callSid: sid, event: 'answered', status: 'in-progress' });
    expect(terminal).toMatchObject({ callSid: sid, event: 'terminal', status: 'completed' });
    expect(terminal?.customField).toBe('call-1');
    expect(terminal?.durationSeconds).toBeGreaterThanOrEqual(1);
    expect(terminal?.recordingUrl).toMatch(new RegExp(`^${fake.url}/exotelrecordings/`));

    const details = await fetchCall(CREDENTIALS, REGION, sid);
    expect(details).toMatchObject({
      kind: 'ok',
      value: { sid, status: 'completed', recordingUrl: terminal?.recordingUrl },
    });

    const url = terminal?.recordingUrl ?? '';
    expect((await fetch(url)).status).toBe(401);
    const basic = Buffer.from(`${CREDENTIALS.apiKey}:${CREDENTIALS.apiToken}`).toString('base64');
    const wav = Buffer.from(
      await (await fetch(url, { headers: { authorization: `Basic ${basic}` } })).arrayBuffer(),
    );
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const both = heardText(pcmOfWav(wav));
    for (const line of [...lead, ...(seen?.said ?? [])]) expect(both).toContain(line);
  });

  it('calls busy and unanswered leads back with their terminal status and no stream', async () => {
    const [busy, none, failed] = await Promise.all([
      placeAndFinish('+919876540001'),
      placeAndFinish('+919876540002'),
      placeAndFinish('+919876540003'),
    ]);
    for (const [one, status] of [
      [busy, 'busy'],
      [none, 'no-answer'],
      [failed, 'failed'],
    ] as const) {
      expect(one.call.stream).toBeNull();
      expect(one.seen?.callbacks).toMatchObject([
        { event: 'terminal', status, recordingUrl: null },
      ]);
      expect(await fetchCall(CREDENTIALS, REGION, one.sid)).toMatchObject({
        kind: 'ok',
        value: { status, recordingUrl: null },
      });
    }
  });

  it('plays the interrupting, price-asking and Hindi-speaking leads', async () => {
    const [interrupts, price, hindi] = await Promise.all([
      placeAndFinish('+919876540006'),
      placeAndFinish('+919876540007'),
      placeAndFinish('+919876540008'),
    ]);
    expect(interrupts.call.stream).toMatchObject({ interruptions: 1, clearedInterruptions: 1 });
    expect(interrupts.seen?.clearsSent).toBe(1);
    expect(interrupts.seen?.heard).toEqual(linesOf(INTERRUPTING_LEAD));
    // The clear dropped the rest of the first reply and answered its mark at once.
    expect(interrupts.seen?.marks).toEqual(['turn-1', 'turn-2', 'turn-3']);
    expect(interrupts.call.transcript.slice(0, 3)).toEqual([
      `Lead: ${linesOf(INTERRUPTING_LEAD)[0]}`,
      `AI: ${interrupts.seen?.said[0]}`,
      `Lead: ${linesOf(INTERRUPTING_LEAD)[1]}`,
    ]);
    expect(price.seen?.heard).toEqual(linesOf(PRICE_ASKING_LEAD));
    expect(price.call.transcript).toContain('AI: It is nine hundred rupees a user a month.');
    expect(hindi.seen?.heard).toEqual(linesOf(HINDI_LEAD));
    expect(hindi.call.transcript[0]).toBe('Lead: हाँ, बोलिए?');
  });

  it('lets our side refuse a wrong token: the callback gets 403, the stream never opens', async () => {
    const urls = agent.newCall();
    const forged = {
      token: urls.token,
      statusCallbackUrl: urls.statusCallbackUrl.replace(/t=.*/, 't=forged'),
      streamUrl: urls.streamUrl.replace(/t=.*/, 't=forged'),
    };
    const before = agent.refusedStreams;
    const { call, seen } = await placeAndFinish('+919876545555', forged);
    expect(call.callbacks.map((c) => [c.event, c.answeredStatus])).toEqual([
      ['answered', 403],
      ['terminal', 403],
    ]);
    expect(seen?.callbacks).toEqual([]);
    expect(agent.refusedStreams).toBe(before + 1);
    expect(call.stream).toMatchObject({ opened: false });
    expect(call.stream?.error).toMatch(/403/);
    expect(call.status).toBe('failed');
  });

  it('notes media chunks that break the Exotel rule (whole 320-byte units, at least 100 ms)', async () => {
    const sloppy = new TestAgent(
      () => 'Hello there.',
      undefined,
      (streamSid, pcm) => {
        const frames: string[] = [];
        for (let at = 0; at < pcm.length; at += 1000) {
          const payload = pcm.subarray(at, at + 1000).toString('base64');
          frames.push(
            JSON.stringify({ event: 'media', stream_sid: streamSid, media: { payload } }),
          );
        }
        return frames;
      },
    );
    await sloppy.start();
    try {
      const urls = sloppy.newCall();
      const answer = await connectCall(CREDENTIALS, REGION, request('+919876547777', urls));
      const sid = answer.kind === 'ok' ? answer.value.sid : '';
      await vi.waitFor(() => expect(fake.state.calls.get(sid)?.endedAt).toBeTruthy(), {
        timeout: 30_000,
      });
      expect(fake.state.calls.get(sid)?.stream?.badChunks).toContain(1000);
    } finally {
      await sloppy.stop();
    }
  });

  it('ends the call at its TimeLimit', async () => {
    const quiet = new TestAgent(() => 'x'.repeat(200));
    await quiet.start();
    try {
      const urls = quiet.newCall();
      const answer = await connectCall(CREDENTIALS, REGION, {
        ...request('+919876549999', urls),
        timeLimitSeconds: 3,
      });
      expect(answer.kind).toBe('ok');
      const sid = answer.kind === 'ok' ? answer.value.sid : '';
      await vi.waitFor(() => expect(fake.state.calls.get(sid)?.endedAt).not.toBeNull(), {
        timeout: 10_000,
      });
      expect(fake.state.calls.get(sid)?.stream?.endedBy).toBe('time-limit');
    } finally {
      await quiet.stop();
    }
  });
});
