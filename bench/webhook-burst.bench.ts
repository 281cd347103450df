/**
 * A burst of webhook leads to one organization through the local gateway: `BENCH_RATE` leads a
 * second (1,000 by default) for `BENCH_SECONDS` (10), open loop (each lead leaves at its planned
 * time, whatever the answers before it), at most `BENCH_INFLIGHT` (256) in flight, from several
 * loopback addresses as form tools' servers would. One lead in fifty is a sender's retry of the
 * lead it sent a second before (same body): it must get the same answer and make nothing new. Then the contacts are
 * counted: every 2xx is one contact, none lost, none twice. The baseline is the same gateway
 * answering a trivial route at the same rate in the same run: the webhook without its key (the
 * handler runs and answers 401 before touching the table).
 *
 *   npm run bench:webhooks      (BENCH_RATE=200 BENCH_SECONDS=5 for a quick look)
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { WebhookUrlsAnswer } from '@salesflow/shared/lead-capture/integrations';
import { Agent, fetch } from 'undici';
import { runBench } from './bench-support';
import { benchLogin } from './seed';
import { canonical, statusLabel, tallyContacts } from './webhook-support';

const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const INFLIGHT = Number(process.env.BENCH_INFLIGHT ?? 256);
/** Nothing new is sent after this, and what is still out is waited for at most this again. */
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MS ?? 120_000);
const RETRY_EVERY = 50;

const agents = Array.from(
  { length: 8 },
  (_, i) =>
    new Agent({ connections: 64, localAddress: `127.0.9.${i + 1}`, connect: { family: 4 } }),
);

interface Sample {
  index?: number;
  status: number;
  ms: number;
  contactId?: string;
  answer?: string;
}

interface Run {
  samples: Sample[];
  sent: number;
  seconds: number;
  skipped: number;
}

/** Sends `total` requests at `rate` a second, open loop, bounded in flight and in time. */
const burst = async (
  total: number,
  rate: number,
  request: (i: number, agent: Agent) => Promise<Sample>,
): Promise<Run> => {
  const samples: Sample[] = [];
  let inflight = 0;
  let skipped = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    if (performance.now() - started > DEADLINE_MS) {
      skipped = total - i;
      break;
    }
    // Over the bound, wait for a slot: the lead leaves late, and its wait counts in its time.
    while (inflight >= INFLIGHT) await new Promise((done) => setTimeout(done, 1));
    inflight += 1;
    const agent = agents[i % agents.length] as Agent;
    pending.push(
      request(i, agent)
        .then((sample) => {
          samples.push({ ...sample, index: i, ms: performance.now() - due });
        })
        .catch(() => {
          samples.push({ index: i, status: 0, ms: performance.now() - due });
        })
        .finally(() => {
          inflight -= 1;
        }),
    );
  }
  await Promise.all(pending);
  return { samples, sent: total - skipped, seconds: (performance.now() - started) / 1000, skipped };
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const summary = (label: string, run: Run) => {
  const ok = run.samples.filter((s) => s.status >= 200 && s.status < 300);
  const limited = run.samples.filter((s) => s.status === 429).length;
  const other = run.samples.length - ok.length - limited;
  const times = run.samples.map((s) => s.ms);
  return {
    row: `| ${label} | ${run.sent} | ${(run.sent / run.seconds).toFixed(0)}/s | ${quantile(times, 0.5).toFixed(1)} ms | ${quantile(times, 0.99).toFixed(1)} ms | ${ok.length} | ${limited} | ${other} |`,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
  };
};

runBench('Webhook burst', async ({ stack, lines }) => {
  const { api } = await benchLogin(stack.appUrl, `bench-webhooks-${Date.now()}@example.com`);
  const urls = JSON.parse(await api('/api/integrations/webhook-urls')) as WebhookUrlsAnswer;
  const url = urls.webhookUrls.generic;
  const keyless = url.split('?')[0] as string;
  const total = RATE * SECONDS;
  const bodies: string[] = [];
  const post = async (target: string, body: string, agent: Agent): Promise<Sample> => {
    const response = await fetch(target, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'content-type': 'application/json' },
      body,
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as { contact?: { id: string } }) : {};
    return { status: response.status, ms: 0, contactId: parsed.contact?.id, answer: text };
  };
  const leadBody = (i: number) => {
    // Every RETRY_EVERY-th lead is a sender's retry of its lead of a second before: same bytes.
    if (i % RETRY_EVERY === RETRY_EVERY - 1 && bodies[i - RATE]) return bodies[i - RATE] as string;
    return JSON.stringify({
      name: `Burst Lead ${i}`,
      email: `burst-${i}-${randomUUID().slice(0, 8)}@example.com`,
      phone: `+91 90000 ${String(10000 + (i % 89999)).padStart(5, '0')}`,
      company: `Company ${i % 500}`,
      message: 'Sent by the webhook burst benchmark',
      source: 'website',
    });
  };

  // Warm both paths (module loads, the key's lookup) before either is timed.
  await post(keyless, '{}', agents[0] as Agent);
  await post(url, leadBody(-1), agents[0] as Agent);

  const baseline = await burst(total, RATE, (_i, agent) => post(keyless, '{}', agent));
  const leads = await burst(total, RATE, (i, agent) => {
    const body = leadBody(i);
    bodies[i] = body;
    return post(url, body, agent);
  });

  // The contacts afterwards: every answered lead is one contact, and no email is there twice.
  const answers = new Map<number, Sample>();
  for (const sample of leads.samples) answers.set(sample.index ?? -1, sample);
  const contactIds = new Set(leads.samples.flatMap((s) => (s.contactId ? [s.contactId] : [])));
  let retries = 0;
  let mismatchedRetries = 0;
  for (let i = RATE; i < leads.sent; i += 1) {
    if (bodies[i] !== bodies[i - RATE]) continue;
    retries += 1;
    const [retry, first] = [answers.get(i), answers.get(i - RATE)];
    if (canonical(retry?.answer) !== canonical(first?.answer) || retry?.status !== first?.status) {
      mismatchedRetries += 1;
    }
  }
  const tally = await tallyContacts(api);
  const { listed, duplicated } = tally;
  const counted = { total: tally.counted };
  // The warm-up lead is a contact too.
  const lost = Math.max(0, contactIds.size + 1 - listed);

  const others = new Map<string, number>();
  for (const sample of leads.samples) {
    if (sample.status >= 200 && sample.status < 300) continue;
    const key = statusLabel(sample.status, sample.answer);
    others.set(key, (others.get(key) ?? 0) + 1);
  }
  const base = summary('baseline: POST without key (401, no table)', baseline);
  const burstRow = summary('webhook leads (JSON, generic)', leads);
  lines.push(
    `### ${RATE} leads a second for ${SECONDS} s to one organization (at most ${INFLIGHT} in flight)`,
    '',
    '| requests | sent | achieved rate | p50 | p99 | 2xx | 429 | other |',
    '|---|---|---|---|---|---|---|---|',
    base.row,
    burstRow.row,
    '',
    `Ratio to the baseline: p50 ${(burstRow.p50 / Math.max(base.p50, 0.01)).toFixed(1)}x, p99 ${(burstRow.p99 / Math.max(base.p99, 0.01)).toFixed(1)}x.`,
    `Afterwards: ${listed} contacts listed, the counters say ${counted.total}; ${contactIds.size} distinct contact ids answered (and 1 warm-up lead); lost: ${lost}; emails held by two contacts: ${duplicated}; retries sent: ${retries}, answered differently from their first delivery: ${mismatchedRetries}.`,
    others.size
      ? `Leads not answered 2xx, by status: ${[...others].map(([k, n]) => `${k}: ${n}`).join(', ')} (status 0: no answer).`
      : '',
    leads.skipped ? `Not sent (the ${DEADLINE_MS / 1000} s bound ran out): ${leads.skipped}.` : '',
  );
  await Promise.all(agents.map((agent) => agent.close()));
});
