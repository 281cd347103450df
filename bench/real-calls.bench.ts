/**
 * Real AI calls on the local stack, through the very handlers that run in AWS.
 *
 * 1. One conversation turn, excluding the LLM: a `prompt` frame sent on the relay WebSocket (as
 *    Twilio's ConversationRelay sends it) to the first `text` token back, for the built-in agent
 *    and for the LLM path against the OpenAI-compatible fake with no token delay (so the model's
 *    own time is out). Baseline in the same run: a frame posted through the connections API to
 *    the same socket (the transport's floor). Goal: under 50 ms median.
 * 2. The dialer against the Twilio fake: calls queued at once, placed by the SQS dialer at the
 *    configured calls per second, beside that rate.
 *
 *   npm run bench:real-calls     (BENCH_TURNS=200, BENCH_DIALS=8)
 */
import { performance } from 'node:perf_hooks';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import { twilioSignature } from '../functions/src/platform/telephony/twilio-signature';
import { DEFAULT_CALLING_SETTINGS } from '../shared/src/calls/calling-settings.schema';
import { startOpenAiFake } from '../test/fakes/openai/openai-fake';
import { DEMO_TWILIO_ACCOUNT } from '../test/fakes/twilio/demo-accounts';
import { type BenchContext, runBench, type Timing } from './bench-support';
import { benchLogin } from './seed';

const TURNS = Number(process.env.BENCH_TURNS ?? 200);
const DIALS = Number(process.env.BENCH_DIALS ?? 8);
const LLM_KEY = 'sk-bench-real-calls-0000';
const MAX_MS = 120_000;

const LEAD_LINES = [
  'Yes, go ahead.',
  'We have about twenty people in sales.',
  'How much does it cost per user?',
  'We lose enquiries after office hours.',
  'Send me the details on WhatsApp.',
];

const stats = (label: string, samples: number[]): Timing => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { label, medianMs: at(0.5), p95Ms: at(0.95), runs: sorted.length };
};

const today = (timeZone: string) =>
  ({ Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 })[
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(new Date()) as 'Mon'
  ];

type Login = Awaited<ReturnType<typeof benchLogin>>;

/** An organization with the demo Twilio account, optionally an LLM key, and a lead. */
const setUp = async (stack: BenchContext['stack'], name: string, llm: boolean) => {
  const login = await benchLogin(stack.appUrl, `${name}-${Date.now()}@bench.in`);
  await login.api('/api/settings/security', {
    method: 'POST',
    body: JSON.stringify({
      twilioAccountSid: DEMO_TWILIO_ACCOUNT.sid,
      twilioAuthToken: DEMO_TWILIO_ACCOUNT.authToken,
      twilioPhoneNumber: DEMO_TWILIO_ACCOUNT.phoneNumber,
      ...(llm ? { openaiApiKey: LLM_KEY } : {}),
    }),
  });
  return login;
};

/** A queued real call the bench talks on itself: calling hours leave out today, so no dialer. */
const heldCall = async (login: Login, phone: string) => {
  const days = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== today('Asia/Kolkata'));
  await login.api('/api/settings/calling', {
    method: 'PUT',
    body: JSON.stringify({
      ...DEFAULT_CALLING_SETTINGS,
      callingHours: { start: '09:00', end: '20:00', days },
    }),
  });
  const contact = JSON.parse(
    await login.api('/api/contacts', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Priya Sharma',
        email: `${Date.now()}-${Math.random()}@lead.in`,
        phone,
        company: 'Sharma Textiles',
      }),
    }),
  ) as { id: string };
  const answer = JSON.parse(
    await login.api('/api/ai-calling/start-real-call', {
      method: 'POST',
      body: JSON.stringify({ contactId: contact.id, phoneNumber: phone }),
    }),
  ) as { aiCall: { id: string } };
  return answer.aiCall.id;
};

/** Opens the relay as Twilio does (signed over the configured URL) and runs `turns` prompts. */
const converse = async (
  stack: BenchContext['stack'],
  organizationId: string,
  callId: string,
  turns: number,
): Promise<{ turns: number[] }> => {
  const url = `${stack.relayWsUrl}?org=${encodeURIComponent(organizationId)}&call=${encodeURIComponent(callId)}`;
  const socket = new WebSocket(url, {
    headers: { 'x-twilio-signature': twilioSignature(DEMO_TWILIO_ACCOUNT.authToken, url) },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`handshake ${res.statusCode}`)),
    );
  });
  let waiting: ((frame: { type: string; token?: string; last?: boolean }) => void) | null = null;
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { type: string; token?: string; last?: boolean };
    waiting?.(frame);
  });
  const next = (match: (f: { type: string; token?: string; last?: boolean }) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no frame in 10 s')), 10_000);
      waiting = (frame) => {
        if (match(frame)) {
          clearTimeout(timer);
          waiting = null;
          resolve();
        }
      };
    });
  socket.send(
    JSON.stringify({ type: 'setup', callSid: `CA${'0'.repeat(32)}`, customParameters: {} }),
  );
  await new Promise((r) => setTimeout(r, 200));
  const times: number[] = [];
  const deadline = Date.now() + MAX_MS;
  for (let i = 0; i < turns && Date.now() < deadline; i++) {
    const first = next((f) => f.type === 'text');
    const start = performance.now();
    socket.send(
      JSON.stringify({
        type: 'prompt',
        voicePrompt: LEAD_LINES[i % LEAD_LINES.length],
        lang: 'en-US',
        last: true,
      }),
    );
    await first;
    times.push(performance.now() - start);
    await next((f) => f.type === 'text' && f.last === true);
  }
  socket.close();
  return { turns: times };
};

/** The floor: frames posted through the connections API to a socket the bench holds. */
const transportFloor = async (
  stack: BenchContext['stack'],
  organizationId: string,
  callId: string,
) => {
  const url = `${stack.relayWsUrl}?org=${encodeURIComponent(organizationId)}&call=${encodeURIComponent(callId)}`;
  const socket = new WebSocket(url, {
    headers: { 'x-twilio-signature': twilioSignature(DEMO_TWILIO_ACCOUNT.authToken, url) },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  // The connection id is on the call record (the connect handler wrote it).
  const samples: number[] = [];
  return { socket, samples };
};

// The LLM path's model: the OpenAI-compatible fake with no token delay, so its time is out.
const llmFake = await startOpenAiFake({ keys: [LLM_KEY], tokenDelayMs: 0 });
process.env.LLM_API_BASE_URL = llmFake.url;

runBench('Real AI calls', async (context) => {
  try {
    await body(context);
  } finally {
    await llmFake.stop();
  }
});

async function body(context: BenchContext) {
  const { stack, lines, doc, table } = context;

  // 1. Conversation turns.
  const rows: Timing[] = [];
  let floorTiming: Timing | null = null;
  for (const [label, llm] of [
    ['built-in agent (no LLM key)', false],
    ['LLM path, OpenAI fake with no token delay', true],
  ] as const) {
    const login = await setUp(stack, llm ? 'llm' : 'rules', llm);
    const samples: number[] = [];
    const calls = Math.max(1, Math.ceil(TURNS / 20));
    for (let c = 0; c < calls && samples.length < TURNS; c++) {
      const callId = await heldCall(login, `+91 98${String(c).padStart(8, '7')}`);
      const result = await converse(
        stack,
        login.user.organizationId,
        callId,
        Math.min(20, TURNS - samples.length),
      );
      samples.push(...result.turns);
      if (!floorTiming && !llm) {
        const floor = await transportFloor(stack, login.user.organizationId, callId);
        const { Items = [] } = await doc.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk AND sk = :sk',
            ExpressionAttributeValues: {
              ':pk': `ORG#${login.user.organizationId}#CALLS`,
              ':sk': `CALL#${callId}`,
            },
          }),
        );
        const connectionId = String(
          (Items[0]?.real as { connectionId?: string } | undefined)?.connectionId ?? '',
        );
        for (let i = 0; i < 100; i++) {
          const got = new Promise<void>((resolve) => floor.socket.once('message', () => resolve()));
          const start = performance.now();
          const posted = await fetch(`${stack.relayConnectionsUrl}/@connections/${connectionId}`, {
            method: 'POST',
            body: JSON.stringify({ type: 'text', token: 'x', last: false }),
          });
          await posted.body?.cancel();
          await got;
          floor.samples.push(performance.now() - start);
        }
        floor.socket.close();
        floorTiming = stats('baseline: a frame through the connections API', floor.samples);
      }
    }
    rows.push(stats(label, samples));
  }
  const floor = floorTiming ?? stats('baseline', [1]);
  lines.push(
    '',
    '### One conversation turn: prompt in → first token out (relay WebSocket, local gateway)',
    '',
  );
  lines.push('| turn | median | p95 | turns | vs baseline |', '|---|---|---|---|---|');
  lines.push(
    `| ${floor.label} | ${floor.medianMs.toFixed(1)} ms | ${floor.p95Ms.toFixed(1)} ms | ${floor.runs} | 1.00x |`,
  );
  for (const row of rows) {
    lines.push(
      `| ${row.label} | ${row.medianMs.toFixed(1)} ms | ${row.p95Ms.toFixed(1)} ms | ${row.runs} | ${(row.medianMs / Math.max(floor.medianMs, 0.01)).toFixed(2)}x |`,
    );
  }

  console.error(`[bench] turns measured; now the dialer (${DIALS} calls)`);
  // 2. The dialer: calls queued at once, placed at the configured calls per second.
  const dialer = await setUp(stack, 'dialer', false);
  // Enough lines that only the rate holds calls back: the Enterprise plan's 10 at once.
  await doc.send(
    new UpdateCommand({
      TableName: table,
      Key: { pk: `USER#${dialer.user.id}`, sk: 'PROFILE' },
      UpdateExpression: 'SET currentPlan = :p',
      ExpressionAttributeValues: { ':p': 'enterprise' },
    }),
  );
  await dialer.api('/api/settings/calling', {
    method: 'PUT',
    body: JSON.stringify({
      ...DEFAULT_CALLING_SETTINGS,
      callingHours: { start: '00:00', end: '23:59', days: [1, 2, 3, 4, 5, 6, 7] },
    }),
  });
  const ids: string[] = [];
  const queuedAt = Date.now();
  for (let i = 0; i < DIALS; i++) {
    // Numbers ending 0002: nobody answers, so each call frees its line quickly.
    const phone = `+91 98${String(i).padStart(4, '0')}0002`;
    const contact = JSON.parse(
      await dialer.api('/api/contacts', {
        method: 'POST',
        body: JSON.stringify({ name: `Lead ${i}`, email: `d${i}-${Date.now()}@lead.in`, phone }),
      }),
    ) as { id: string };
    await dialer.api(`/api/contacts/${contact.id}`, {
      method: 'PUT',
      body: JSON.stringify({ timezone: 'Pacific/Kiritimati' }),
    });
    const answer = JSON.parse(
      await dialer.api('/api/ai-calling/start-real-call', {
        method: 'POST',
        body: JSON.stringify({ contactId: contact.id, phoneNumber: phone }),
      }),
    ) as { aiCall?: { id: string } };
    if (answer.aiCall) ids.push(answer.aiCall.id);
  }
  // When our dialer asked Twilio for each call: the fake's Call resources (date_created).
  const phones = Array.from({ length: DIALS }, (_, i) => `+9198${String(i).padStart(4, '0')}0002`);
  const basic = Buffer.from(`${DEMO_TWILIO_ACCOUNT.sid}:${DEMO_TWILIO_ACCOUNT.authToken}`).toString(
    'base64',
  );
  const claimed: number[] = [];
  const deadline = Date.now() + MAX_MS;
  while (Date.now() < deadline) {
    claimed.length = 0;
    for (const to of phones) {
      const listed = await fetch(
        `${stack.twilioApiBaseUrl}/2010-04-01/Accounts/${DEMO_TWILIO_ACCOUNT.sid}/Calls.json?To=${encodeURIComponent(to)}`,
        { headers: { authorization: `Basic ${basic}` }, signal: AbortSignal.timeout(5000) },
      );
      const { calls } = (await listed.json()) as { calls: { date_created: string }[] };
      const first = calls.map((c) => Date.parse(c.date_created)).sort((a, b) => a - b)[0];
      if (first !== undefined) claimed.push(first);
    }
    if (claimed.length >= ids.length) break;
    console.error(`[bench] ${claimed.length} of ${ids.length} placed`);
    await new Promise((r) => setTimeout(r, 500));
  }
  claimed.sort((a, b) => a - b);
  const span = ((claimed.at(-1) ?? 0) - (claimed[0] ?? 0)) / 1000;
  const rate = claimed.length > 1 && span > 0 ? (claimed.length - 1) / span : 0;
  lines.push('', '### The dialer against the Twilio fake', '');
  lines.push(
    '| calls queued at once | placed | first placed after | placing rate | configured calls per second | ratio |',
    '|---|---|---|---|---|---|',
  );
  lines.push(
    `| ${ids.length} | ${claimed.length} | ${((claimed[0] ?? queuedAt) - queuedAt) / 1000} s | ${rate.toFixed(2)} /s | ${DEFAULT_CALLING_SETTINGS.callsPerSecond} /s | ${(rate / DEFAULT_CALLING_SETTINGS.callsPerSecond).toFixed(2)} |`,
  );
}
