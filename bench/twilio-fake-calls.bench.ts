import { performance } from 'node:perf_hooks';
import { type FakeScenario, INTERESTED_LEAD } from '../test/fakes/twilio/scenarios';
import { startTwilioFake, type TwilioFake } from '../test/fakes/twilio/twilio-fake';
import type { FakeAccountSeed } from '../test/fakes/twilio/twilio-state';
import { type AppDouble, startAppDouble } from '../test/support/twilio-app-double';
import { measure } from './bench-support';

/**
 * The Twilio fake (test/fakes/twilio) placing calls, with our side played by the tests' app
 * double (every signature checked with `twilio.validateRequest`). No local stack.
 *  1. POST Calls.json (validation, the 201) beside GET Account.json on the same fake (baseline).
 *  2. The CPS queue: `BENCH_CALLS` calls created at once at CPS 1, 5 and 20; the rate at which
 *     they actually left the queue (from each call's recorded start) beside the configured CPS.
 *  3. `BENCH_CALLS` answered calls at once (CPS 1000), each a four-line ConversationRelay
 *     conversation, until every recording callback arrived, beside one such call alone.
 *
 *   npx tsx bench/twilio-fake-calls.bench.ts     (BENCH_CALLS=10 for a quick look; 40 by default)
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 40);
const TOKEN = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const FROM = '+15005550006';
const account = (n: number, cps: number): FakeAccountSeed => ({
  sid: `AC${n.toString(16).padStart(2, '0').repeat(16)}`,
  authToken: TOKEN,
  cps,
  numbers: [{ phoneNumber: FROM }],
});
const RATES = [1, 5, 20];
const FAST = account(99, 1000);
const TIMING = { ringMs: 20, answerMs: 40, amdMs: 30, leadReplyMs: 20, quietHangUpMs: 300 };

let next = 100_000;
const place = async (
  fake: TwilioFake,
  app: AppDouble,
  sid: string,
  id: string,
  scenario: FakeScenario = { kind: 'busy' },
) => {
  const to = `+1650${String(next++).padStart(7, '0')}`;
  fake.state.setScenario(to, scenario);
  const form = new URLSearchParams([
    ['To', to],
    ['From', FROM],
    ['Url', app.voiceUrl(id)],
    ['StatusCallback', app.statusUrl(id)],
    ...['initiated', 'ringing', 'answered', 'completed'].map((e): [string, string] => [
      'StatusCallbackEvent',
      e,
    ]),
    ['Record', 'true'],
    ['RecordingStatusCallback', app.recordingUrl(id)],
    ['MachineDetection', 'DetectMessageEnd'],
    ['AsyncAmd', 'true'],
    ['AsyncAmdStatusCallback', app.amdUrl(id)],
  ]);
  const response = await fetch(`${fake.url}/2010-04-01/Accounts/${sid}/Calls.json`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${sid}:${TOKEN}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form.toString(),
  });
  if (response.status !== 201) throw new Error(`create answered ${response.status}`);
  return ((await response.json()) as { sid: string }).sid;
};

const waitFor = async (check: () => boolean, ms = 120_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const main = async () => {
  const accounts = [...RATES.map((cps) => account(cps, cps)), FAST];
  const fake = await startTwilioFake({ accounts, timing: TIMING });
  const app = await startAppDouble({ authToken: TOKEN, tokens: 4, tokenGapMs: 5 });
  console.log(`# Twilio fake: calls (${new Date().toISOString()}, Node ${process.version})\n`);
  try {
    const auth = `Basic ${Buffer.from(`${FAST.sid}:${TOKEN}`).toString('base64')}`;
    const baseline = await measure('GET Account.json', () =>
      fetch(`${fake.url}/2010-04-01/Accounts/${FAST.sid}.json`, {
        headers: { authorization: auth },
      }).then((r) => r.arrayBuffer()),
    );
    // Busy calls (place's default): the lives they start end quickly.
    const create = await measure('POST Calls.json', (i) =>
      place(fake, app, FAST.sid, `create-${i}`),
    );
    console.log(
      '| request | median | p95 | baseline (GET Account) | ratio |\n|---|---|---|---|---|',
    );
    console.log(
      `| ${create.label} | ${create.medianMs.toFixed(2)} ms | ${create.p95Ms.toFixed(2)} ms | ${baseline.medianMs.toFixed(2)} ms | ${(create.medianMs / Math.max(baseline.medianMs, 0.01)).toFixed(2)}x |\n`,
    );

    console.log(
      '| CPS | calls | measured start rate | ratio to CPS | last queued for |\n|---|---|---|---|---|',
    );
    for (const cps of RATES) {
      const sid = account(cps, cps).sid;
      const calls = Math.min(CALLS, cps * 5 + 1);
      const sids: string[] = [];
      for (let i = 0; i < calls; i += 1) sids.push(await place(fake, app, sid, `cps${cps}-${i}`));
      await waitFor(() => sids.every((one) => fake.state.calls.get(one)?.startedAt));
      const started = sids.map((one) => fake.state.calls.get(one)?.startedAt ?? 0);
      const first = Math.min(...started);
      const last = Math.max(...started);
      const rate = ((calls - 1) * 1000) / Math.max(last - first, 1);
      const queued = last - (fake.state.calls.get(sids.at(-1) ?? '')?.dateCreated.getTime() ?? 0);
      console.log(
        `| ${cps} | ${calls} | ${rate.toFixed(2)}/s | ${(rate / cps).toFixed(3)} | ${(queued / 1000).toFixed(2)} s |`,
      );
    }

    const conversation = async (ids: string[]) => {
      const start = performance.now();
      const sids = await Promise.all(
        ids.map((id) => place(fake, app, FAST.sid, id, INTERESTED_LEAD)),
      );
      await waitFor(() =>
        sids.every((one) => fake.state.calls.get(one)?.sent.some((s) => s.kind === 'recording')),
      );
      const ms = performance.now() - start;
      const turns = sids.reduce(
        (sum, one) => sum + (fake.state.calls.get(one)?.conversation.length ?? 0),
        0,
      );
      return { ms, turns };
    };
    const alone = await conversation(['alone']);
    const many = await conversation(Array.from({ length: CALLS }, (_, i) => `many-${i}`));
    console.log(
      '\n| answered calls at once | until every recording callback | turns heard | one call alone | ratio |\n|---|---|---|---|---|',
    );
    console.log(
      `| ${CALLS} | ${many.ms.toFixed(0)} ms | ${many.turns} | ${alone.ms.toFixed(0)} ms (${alone.turns} turns) | ${(many.ms / alone.ms).toFixed(2)}x |`,
    );
    console.log(`\nforged requests seen by our side: ${app.forged.length}`);
  } finally {
    await fake.stop();
    await app.stop();
  }
};

await main();
