/**
 * Webhook leads through the local gateway, closed loop, beside DynamoDB Local's single PutItem
 * rate in the same run; then the hot-key report of that burst and its projection lag.
 *
 * - PutItem: `BENCH_INFLIGHT` (64) new ~300-byte items in flight for `BENCH_PUT_SECONDS` (5) in a
 *   throwaway table of the stack's own DynamoDB Local, just before and just after the leads (the
 *   same JVM, the same minute): the plain write a lead is set beside.
 * - Leads: `BENCH_INFLIGHT` (64) deliveries in flight for `BENCH_SECONDS` (10) to one
 *   organization's generic webhook, from 8 loopback addresses, each with its own Idempotency-Key;
 *   every `BENCH_RETRY_EVERY`-th (20th) lead answered is sent again at once with the same key and
 *   body (a sender that lost the answer; those answered as the time runs out, right after the
 *   loop) and must be answered as the first time. Every 20th lead (another tenth) is sent twice at
 *   once, the copy reported apart: whether it was answered as the first or refused while the first
 *   ran (409), and whether it is answered as the first when sent once more after the loop.
 *   Goal (issue 25): leads a second at least a third of PutItems a second, p99 under 1 s.
 * - Afterwards every contact is listed: none lost, no email twice, nothing saved that was not
 *   answered.
 * - The hot-key report: every key the handlers and workers wrote from the first lead until the
 *   work they started went quiet (key-recorder.ts), scaled to 1,000 leads a second, beside
 *   DynamoDB's limits. The loop starts early in a clock minute, so items counted per minute (the
 *   webhook key's rate counter) are not split across two minutes.
 * - Projection lag, from the stream poller when the table has a stream (projection-lag.ts).
 * - The request path alone (BENCH_DEFERRED=0 leaves it out): the loop again with the projectors
 *   held, beside the same PutItem rate, and the time they take to catch up once let go.
 *
 *   npm run bench:webhook-loop      (about a minute; BENCH_SECONDS=3 for a quick look)
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { db } from '@salesflow/functions/platform/data/dynamo-client';
import type { WebhookUrlsAnswer } from '@salesflow/shared/lead-capture/integrations';
import { Agent, fetch } from 'undici';
import { localClient } from '../infra/local/dynamodb-local';
import { runBench } from './bench-support';
import { closedLoop, type PutRate, putItemRate, quantile } from './closed-loop';
import { installKeyRecorder, resolveSizes, waitQuiet } from './key-recorder';
import {
  derivedLagLines,
  projectionLagLines,
  tableHasStream,
  watchProjections,
} from './projection-lag';
import { benchLogin } from './seed';
import { canonical, statusLabel, tallyContacts } from './webhook-support';
import { callsPer, hotKeyLines, kindLines, kindOf, totalsOf, unitsCheckLine } from './write-report';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const INFLIGHT = Number(process.env.BENCH_INFLIGHT ?? 64);
const PUT_SECONDS = Number(process.env.BENCH_PUT_SECONDS ?? 5);
const RETRY_EVERY = Number(process.env.BENCH_RETRY_EVERY ?? 20);
/** Open-loop rates (leads a second) whose projection lag is measured at steady load. */
const STEADY_RATES = (process.env.BENCH_STEADY_RATES ?? '20,40')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0);
const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 10);
/** One delivery that takes longer than this is given up (status 0) instead of holding its worker. */
const REQUEST_TIMEOUT_MS = 30_000;
/** The rate the hot-key report is scaled to (issue 25's goal). */
const SCALE_TO = 1_000;
const GOAL_RATIO = 1 / 3;

const agents = Array.from(
  { length: 8 },
  (_, i) =>
    new Agent({
      connections: Math.ceil(INFLIGHT / 8),
      localAddress: `127.0.9.${i + 1}`,
      connect: { family: 4 },
    }),
);

interface Delivery {
  index: number;
  retry: boolean;
  status: number;
  ms: number;
  answer: string;
  contactId?: string;
  /** Date.now() when answered. */
  at: number;
}

/** Waits, if need be, so that the next `seconds` fall within one clock minute. */
const startOfMinuteFor = async (seconds: number) => {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute + seconds * 1000 < 58_000) return;
  await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 500));
};

const rateRow = (label: string, rate: PutRate) =>
  `| ${label} | ${rate.calls} | ${rate.perSecond.toFixed(0)}/s | ${rate.p50.toFixed(1)} ms | ${rate.p99.toFixed(1)} ms | ${rate.errors} |`;

runBench('Webhook leads, closed loop', async ({ stack, lines }) => {
  const loadBefore = os.loadavg();
  const { api, user } = await benchLogin(stack.appUrl, `bench-loop-${Date.now()}@example.com`);
  const urls = JSON.parse(await api('/api/integrations/webhook-urls')) as WebhookUrlsAnswer;
  const url = urls.webhookUrls.generic;
  const run = randomUUID().slice(0, 8);
  const bodies = new Map<number, string>();
  const leadBody = (i: number) =>
    JSON.stringify({
      name: `Loop Lead ${i}`,
      email: `loop-${i}-${run}@example.com`,
      phone: `+91 90000 ${String(10000 + (i % 89999)).padStart(5, '0')}`,
      company: `Company ${i % 500}`,
      message: 'Sent by the webhook closed-loop benchmark',
      source: 'website',
    });
  const post = async (index: number, retry: boolean, agent: Agent): Promise<Delivery> => {
    const body = bodies.get(index) ?? leadBody(index);
    bodies.set(index, body);
    const start = performance.now();
    try {
      const response = await fetch(url, {
        method: 'POST',
        dispatcher: agent,
        headers: { 'content-type': 'application/json', 'idempotency-key': `${run}-${index}` },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = await response.text();
      const parsed = (() => {
        try {
          return JSON.parse(answer) as { contact?: { id?: string } };
        } catch {
          return {};
        }
      })();
      return {
        index,
        retry,
        status: response.status,
        ms: performance.now() - start,
        answer,
        contactId: parsed.contact?.id,
        at: Date.now(),
      };
    } catch {
      return { index, retry, status: 0, ms: performance.now() - start, answer: '', at: Date.now() };
    }
  };

  // Warm the path (module loads, the key's lookup, the organization's cache): not measured.
  for (let i = 0; i < 3; i += 1) await post(-1 - i, false, agents[0] as Agent);

  const recorder = installKeyRecorder(db());
  const lag = watchProjections();
  // PutItem before, the leads, PutItem after: all within one clock minute where possible.
  await startOfMinuteFor(PUT_SECONDS + 1 + SECONDS + 5);
  const putBefore = await putItemRate(stack.dynamoEndpoint, {
    concurrency: INFLIGHT,
    seconds: PUT_SECONDS,
  });

  let next = 0;
  const retries: number[] = [];
  const twins: Delivery[] = [];
  recorder.start();
  const loop = await closedLoop({ concurrency: INFLIGHT, seconds: SECONDS }, async (worker) => {
    const agent = agents[worker % agents.length] as Agent;
    const again = retries.shift();
    if (again !== undefined) return post(again, true, agent);
    const index = next;
    next += 1;
    if (index % RETRY_EVERY === Math.floor(RETRY_EVERY / 2)) {
      // A sender that sends the same delivery twice at once (a retry while the first runs).
      const other = agents[(worker + 1) % agents.length] as Agent;
      const [delivery, twin] = await Promise.all([
        post(index, false, agent),
        post(index, true, other),
      ]);
      // Whichever of the two was answered 2xx is the lead's answer; the other is the copy.
      const answered = (d: Delivery) => d.status >= 200 && d.status < 300;
      if (!answered(delivery) && answered(twin)) {
        twins.push({ ...delivery, retry: true });
        return { ...twin, retry: false };
      }
      twins.push(twin);
      return delivery;
    }
    const delivery = await post(index, false, agent);
    if (
      index % RETRY_EVERY === RETRY_EVERY - 1 &&
      delivery.status >= 200 &&
      delivery.status < 300
    ) {
      retries.push(index);
    }
    return delivery;
  });
  const loopEnded = Date.now();
  // Retries whose first answer came as the time ran out: sent now, outside the timed loop.
  const late = await Promise.all(
    retries.splice(0).map((index, n) => post(index, true, agents[n % agents.length] as Agent)),
  );
  const results = [...loop.results, ...late];
  // The twins not answered as their first: sent once more now (the sender's next retry).
  const sameAs = (a: Delivery, b: Delivery | undefined) =>
    a.status === b?.status && canonical(a.answer) === canonical(b?.answer);
  const firstOf = (index: number) => results.find((d) => !d.retry && d.index === index);
  const twinsOff = twins.filter((t) => !sameAs(t, firstOf(t.index)));
  const twinsAgain = await Promise.all(
    twinsOff.map((t, n) => post(t.index, true, agents[n % agents.length] as Agent)),
  );
  const settled = await waitQuiet(recorder, { quietMs: 2_000, maxMs: 60_000 });
  const recording = recorder.stop();
  const putAfter = await putItemRate(stack.dynamoEndpoint, {
    concurrency: INFLIGHT,
    seconds: PUT_SECONDS,
  });
  const putSdk = await putItemRate(stack.dynamoEndpoint, {
    concurrency: INFLIGHT,
    seconds: PUT_SECONDS,
    client: 'sdk',
  });
  const projected = lag.stop();
  recorder.uninstall();
  const raw = localClient(stack.dynamoEndpoint);
  await resolveSizes(recording, raw, stack.tableName);
  const hasStream = await tableHasStream(raw, stack.tableName);
  raw.destroy();

  // The leads' figures: first deliveries; retries apart.
  const firsts = results.filter((d) => !d.retry);
  const again = results.filter((d) => d.retry);
  const created = firsts.filter((d) => d.status === 201 && d.contactId);
  const ok = firsts.filter((d) => d.status >= 200 && d.status < 300);
  const times = firsts.map((d) => d.ms).sort((a, b) => a - b);
  const leadsPerSecond = created.length / loop.seconds;
  const putPerSecond = (putBefore.perSecond + putAfter.perSecond) / 2;
  const others = new Map<string, number>();
  for (const d of results) {
    if (d.status >= 200 && d.status < 300) continue;
    const label = `${statusLabel(d.status, d.answer)}${d.retry ? ' (retry)' : ''}`;
    others.set(label, (others.get(label) ?? 0) + 1);
  }

  // Correctness: every answered lead is one contact, no email twice, each retry answered alike.
  const first = new Map(firsts.map((d) => [d.index, d]));
  let mismatched = 0;
  for (const retry of again) {
    const original = first.get(retry.index);
    if (
      retry.status !== original?.status ||
      canonical(retry.answer) !== canonical(original?.answer)
    ) {
      mismatched += 1;
    }
  }
  const tally = await tallyContacts(api);
  const answeredIds = new Set(ok.flatMap((d) => (d.contactId ? [d.contactId] : [])));
  const lost = [...answeredIds].filter((id) => !tally.ids.has(id)).length;
  const warmups = 3;
  const unanswered = tally.listed - warmups - answeredIds.size;

  const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
  lines.push(
    `Machine: ${os.cpus().length} CPUs, shared by DynamoDB Local's JVM and this process (gateway, handlers, poller, workers); load average (1, 5, 15 min) ${load(loadBefore)} before, ${load(os.loadavg())} after.`,
    '',
    `### ${INFLIGHT} webhook deliveries in flight for ${SECONDS} s into one organization, beside PutItem`,
    '',
    '| calls | answered | rate | p50 | p99 | errors / not 2xx |',
    '|---|---|---|---|---|---|',
    rateRow(`PutItem, ${INFLIGHT} in flight, ${PUT_SECONDS} s before`, putBefore),
    `| webhook leads (new, 201) | ${created.length} | ${leadsPerSecond.toFixed(1)}/s | ${quantile(times, 0.5).toFixed(1)} ms | ${quantile(times, 0.99).toFixed(1)} ms | ${firsts.length - ok.length} |`,
    rateRow(`PutItem, ${INFLIGHT} in flight, ${PUT_SECONDS} s after`, putAfter),
    rateRow(`PutItem through the SDK's client (the baseline before 2026-11-28), then`, putSdk),
    '',
    `**Leads a second to PutItems a second: ${(leadsPerSecond / Math.max(putPerSecond, 0.01)).toFixed(3)}** (${leadsPerSecond.toFixed(1)} / ${putPerSecond.toFixed(0)}, the mean of before and after; goal at least ${GOAL_RATIO.toFixed(3)}: a lead costs no more than three plain writes); against the SDK's PutItem ${(leadsPerSecond / Math.max(putSdk.perSecond, 0.01)).toFixed(3)}. p99 ${quantile(times, 0.99).toFixed(0)} ms (goal under 1,000 ms).`,
    '',
    `Correctness: ${firsts.length} leads sent, ${created.length} answered 201, ${ok.length - created.length} other 2xx; ${again.length} retries sent with the same Idempotency-Key and body, answered differently from their first delivery: ${mismatched}. Afterwards ${tally.listed} contacts listed (${warmups} warm-up leads among them; the counters say ${tally.counted}): lost ${lost}, emails held by two contacts ${tally.duplicated}, saved but not answered 2xx ${Math.max(0, unanswered)}.`,
    `Sent twice at once (every ${RETRY_EVERY}th lead, a second copy with the same key and body at the same moment, not counted above): ${twins.length}; the copy answered as the first: ${twins.length - twinsOff.length}; otherwise: ${
      [
        ...twinsOff.reduce(
          (m, t) =>
            m.set(
              statusLabel(t.status, t.answer),
              (m.get(statusLabel(t.status, t.answer)) ?? 0) + 1,
            ),
          new Map<string, number>(),
        ),
      ]
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ') || 'none'
    }; those sent once more after the loop answered as the first: ${twinsAgain.filter((t) => sameAs(t, firstOf(t.index))).length} of ${twinsAgain.length}.`,
    others.size
      ? `Not answered 2xx: ${[...others].map(([k, n]) => `${k}: ${n}`).join(', ')} (status 0: no answer within ${REQUEST_TIMEOUT_MS / 1000} s).`
      : 'Every delivery was answered 2xx.',
    `The work the leads started went ${settled.quiet ? 'quiet' : 'on'} ${((Date.now() - loopEnded) / 1000).toFixed(1)} s after the loop${settled.quiet ? '' : ' (the bound ran out: the report below is cut there)'}.`,
  );

  const totals = totalsOf(recording.writes);
  const leads = Math.max(1, created.length);
  lines.push(
    '',
    `### Hot keys: every write from the first lead until the work went quiet, scaled to ${SCALE_TO.toLocaleString('en-US')} leads a second`,
    '',
    `${recording.writes.length} writes (${totals.checks} of them condition checks) for ${created.length} new leads and ${again.length + twins.length + twinsAgain.length} repeated deliveries: ${(totals.writes / leads).toFixed(1)} writes and ${((totals.tableUnits + totals.indexUnits) / leads).toFixed(1)} write units a lead (${(totals.tableUnits / leads).toFixed(1)} table, ${(totals.indexUnits / leads).toFixed(1)} index); ${totals.failed} writes failed (a condition, a cancelled transaction). Calls a lead: ${callsPer(recording, leads)}.`,
    '',
    ...hotKeyLines(recording, {
      operations: leads,
      scaleTo: SCALE_TO,
      organizations: [user.organizationId],
    }),
    '',
    'Scaled as "writes (or units) a lead x 1,000": a shared item (a counter, an index partition) takes that rate at 1,000 leads a second; an item of its own lead does not grow with the rate, so it stays at the bottom of these tables. The last column is what the key took in its busiest second of this run, unscaled.',
    '',
    unitsCheckLine(recording),
    '',
    '#### The writes of a lead by kind of item (the burst, retries included)',
    '',
    ...kindLines(recording.writes, leads, [user.organizationId]),
    '',
    '### Projection lag during the burst',
    '',
    ...projectionLagLines(
      hasStream,
      projected,
      recording,
      derivedLagLines(
        recording,
        created.flatMap((d) => (d.contactId ? [d.contactId] : [])),
        (pk, sk) => kindOf(pk, sk, [user.organizationId]),
      ),
    ),
  );

  if (process.env.BENCH_DEFERRED !== '0') {
    // The request path alone: the same loop with the projectors held (the records wait in the
    // stream), then the time they take to catch up. In AWS they run on their own functions.
    stack.projections.pause();
    let index = 1_000_000;
    const deferred = await closedLoop({ concurrency: INFLIGHT, seconds: SECONDS }, (worker) => {
      index += 1;
      return post(index, false, agents[worker % agents.length] as Agent);
    });
    const resumed = performance.now();
    const statsBefore = stack.projections.stats();
    stack.projections.resume();
    await stack.projections.settle(300_000);
    const catchUp = (performance.now() - resumed) / 1000;
    const statsAfter = stack.projections.stats();
    const made = deferred.results.filter((d) => d.status === 201 && d.contactId);
    const rate = made.length / deferred.seconds;
    const took = deferred.results.map((d) => d.ms).sort((a, b) => a - b);
    const after = await tallyContacts(api);
    lines.push(
      '',
      '### The request path alone: the same loop with the projectors held',
      '',
      '| calls | answered | rate | p50 | p99 | not 2xx |',
      '|---|---|---|---|---|---|',
      `| webhook leads (new, 201), projectors held | ${made.length} | ${rate.toFixed(1)}/s | ${quantile(took, 0.5).toFixed(1)} ms | ${quantile(took, 0.99).toFixed(1)} ms | ${deferred.results.filter((d) => d.status < 200 || d.status >= 300).length} |`,
      '',
      `Leads a second to PutItems a second (the mean above): **${(rate / Math.max(putPerSecond, 0.01)).toFixed(3)}** (against the SDK's PutItem ${(rate / Math.max(putSdk.perSecond, 0.01)).toFixed(3)}). The projectors, let go after the loop, caught up in ${catchUp.toFixed(1)} s (${(made.length / Math.max(catchUp, 0.001)).toFixed(0)} leads a second projected). Afterwards ${after.listed} contacts listed (${after.listed - tally.listed} new, ${made.length} answered 201; the counters say ${after.counted}), emails held by two contacts ${after.duplicated}.`,
      '',
      'Where each projector spent the catch-up (records read from the stream, every type, and those handed to it):',
      '',
      '| projector | read | handed | batches | reading | in its handler |',
      '|---|---|---|---|---|---|',
      ...Object.entries(statsAfter).map(([name, s]) => {
        const b = statsBefore[name];
        const less = (key: 'read' | 'records' | 'batches' | 'readMs' | 'handleMs') =>
          s[key] - (b?.[key] ?? 0);
        return `| ${name} | ${less('read')} | ${less('records')} | ${less('batches')} | ${(less('readMs') / 1000).toFixed(1)} s | ${(less('handleMs') / 1000).toFixed(1)} s |`;
      }),
    );
  }

  if (STEADY_RATES.length) {
    // Steady load: leads sent at a fixed rate (open loop: each at its time, whatever the answers
    // of the others), below what the machine takes, and the projections' lag meanwhile. The
    // bursts above saturate the machine, so there the lag grows with the backlog.
    lines.push(
      '',
      `### Projection lag at steady load (open loop, ${STEADY_SECONDS} s a rate)`,
      '',
      '| rate asked | sent | answered 201 | p50 | p99 | lag: all projections | counters | search words |',
      '|---|---|---|---|---|---|---|---|',
    );
    let index = 2_000_000;
    for (const rate of STEADY_RATES) {
      await stack.projections.settle(120_000);
      const watch = watchProjections();
      const count = Math.round(rate * STEADY_SECONDS);
      const started = performance.now();
      const sent = await Promise.all(
        Array.from({ length: count }, async (_, n) => {
          const at = started + (n * 1000) / rate;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
          index += 1;
          return post(index, false, agents[n % agents.length] as Agent);
        }),
      );
      await stack.projections.settle(120_000);
      const records = watch.stop();
      const took = sent.map((d) => d.ms).sort((a, b) => a - b);
      const lagOf = (projector?: string) => {
        const lags = records
          .filter((r) => projector === undefined || r.projector === projector)
          .map((r) => r.projectedAtMs - r.createdAtMs)
          .sort((a, b) => a - b);
        return lags.length
          ? `p50 ${quantile(lags, 0.5).toFixed(0)} ms, p99 ${quantile(lags, 0.99).toFixed(0)} ms`
          : 'none reported';
      };
      lines.push(
        `| ${rate}/s | ${count} | ${sent.filter((d) => d.status === 201).length} | ${quantile(took, 0.5).toFixed(0)} ms | ${quantile(took, 0.99).toFixed(0)} ms | ${lagOf()} | ${lagOf('counters')} | ${lagOf('contact-search')} |`,
      );
    }
    lines.push(
      '',
      'Lag is from each record’s own stamp to the end of its projection (goal: p99 under 1 s).',
    );
  }
  await Promise.all(agents.map((agent) => agent.close()));
});
