/**
 * Projection lag: the time from a write to its derived items, read from the local stream poller
 * while a benchmark runs.
 *
 * The interface (`reportProjected` in functions/src/platform/projections/projection-lag.ts): once a
 * projector has handled a stream record (its own writes answered), it calls the function found on
 * `globalThis[Symbol.for('salesflow.bench.projected')]`, if any, with a `ProjectedRecord`. Nothing
 * is installed there outside a benchmark, so a projector pays one property lookup per batch.
 *
 * Two lags come out: from the record's own stamp (the time the item says it was written, which
 * the projection reads), and from the moment the write that made the record was answered to its
 * writer, when the key recorder saw it (each key's writes and records are matched in order, as a
 * stream keeps them per item).
 *
 * Without the poller's report, `derivedLagLines` times what it can from the key recorder alone:
 * the items keyed by a new record's id written after the request's own call (none today: every
 * derived item is in the request's transaction, so it says so; search words, index entries and
 * the timeline once projectors write them). Counters keyed by shard, day or month need the hook.
 */
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { ProjectedRecord } from '@salesflow/functions/platform/projections/projection-lag';
import { quantile } from './closed-loop';
import type { Recording } from './key-recorder';

export const PROJECTED_HOOK = Symbol.for('salesflow.bench.projected');

export type { ProjectedRecord };

export type ProjectedHook = (record: ProjectedRecord) => void;

/** Whether the table has a stream at all (no stream: nothing is projected from one). */
export const tableHasStream = async (client: DynamoDBClient, table: string): Promise<boolean> => {
  const out = await client.send(new DescribeTableCommand({ TableName: table }));
  return Boolean(out.Table?.StreamSpecification?.StreamEnabled || out.Table?.LatestStreamArn);
};

export interface LagWatch {
  /** Stops listening; answers the records reported since `watchProjections()`. */
  stop(): ProjectedRecord[];
}

export const watchProjections = (): LagWatch => {
  const records: ProjectedRecord[] = [];
  const slot = globalThis as Record<symbol, unknown>;
  const hook: ProjectedHook = (record) => {
    if (records.length < 1_000_000) records.push(record);
  };
  slot[PROJECTED_HOOK] = hook;
  return {
    stop: () => {
      if (slot[PROJECTED_HOOK] === hook) delete slot[PROJECTED_HOOK];
      return records;
    },
  };
};

const figures = (lags: number[]) => {
  const sorted = [...lags].sort((a, b) => a - b);
  return `p50 ${quantile(sorted, 0.5).toFixed(0)} ms, p99 ${quantile(sorted, 0.99).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms over ${sorted.length} records`;
};

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A ULID inverted (its search-word items carry it so, newest first). */
const invertedId = (id: string) =>
  [...id].map((c) => CROCKFORD[31 - CROCKFORD.indexOf(c)] ?? c).join('');

/**
 * Without the poller's report: the derived items found by the record's id in the recording. For
 * each record (a new contact's id), its first write (the request's own call) and every later
 * write, in another call, of an item whose key holds that id or it inverted (its search words,
 * index entries, timeline, a recomputed score, once projectors write them): the time from the
 * first to each.
 * Counters keyed by shard, day or month hold no id, so only the poller's report times them.
 */
export const derivedLagLines = (
  recording: Recording,
  ids: string[],
  kindOf: (pk: string, sk: string) => string,
): string[] => {
  const writes = recording.writes
    .filter((w) => w.ok && w.op !== 'check')
    .sort((a, b) => a.at - b.at || a.call - b.call);
  const byKind = new Map<string, number[]>();
  const last: number[] = [];
  let withRecord = 0;
  let found = 0;
  for (const id of ids) {
    const forms = [id, invertedId(id)];
    const mine = writes.filter((w) => forms.some((f) => w.pk.includes(f) || w.sk.includes(f)));
    const [first] = mine;
    if (!first) continue;
    found += 1;
    let latest = 0;
    for (const w of mine) {
      if (w.call === first.call) {
        withRecord += 1;
        continue;
      }
      const lag = w.at - first.at;
      const kind = `${w.op} ${kindOf(w.pk, w.sk)}`;
      byKind.set(kind, [...(byKind.get(kind) ?? []), lag]);
      latest = Math.max(latest, lag);
    }
    if (mine.some((w) => w.call !== first.call)) last.push(latest);
  }
  const per = (n: number) => (n / Math.max(1, found)).toFixed(1);
  if (!last.length) {
    return [
      `Derived items found by the record's id (${found} new contacts): all ${per(withRecord)} items a contact keyed by its id were written in the request's own call, none later: nothing is projected after the write, so there is no lag to measure (derived data is written in the request's transaction).`,
    ];
  }
  return [
    `Derived items found by the record's id (${found} new contacts; ${per(withRecord)} items a contact written in the request's own call): time from the record's write to each later write of an item keyed by its id, and to the last of them (the contact fully projected). Counters (keyed by shard, day or month) are timed only by the stream poller's report.`,
    '',
    '| derived item | writes per contact | lag |',
    '|---|---|---|',
    `| the last of them (per contact) | ${last.length} of ${found} contacts have any | ${figures(last)} |`,
    ...[...byKind]
      .sort(([, a], [, b]) => b.length - a.length)
      .map(([kind, lags]) => `| \`${kind}\` | ${per(lags.length)} | ${figures(lags)} |`),
  ];
};

/**
 * The lag lines for a report: from the stream poller's report when it gives one (p50/p99 from the
 * stream's clock and from the recorded writes, overall and per projector; goal p99 under 1 s),
 * then the derived items found by id (`derivedLagLines`), which need nothing from the poller.
 */
export const projectionLagLines = (
  hasStream: boolean,
  records: ProjectedRecord[],
  recording: Recording | null,
  derived: string[] = [],
): string[] => {
  if (!hasStream) {
    return ['No stream on the table: no projections yet.', '', ...derived];
  }
  if (!records.length) {
    return [
      'The table has a stream, but the stream poller reported no projection (it reports through `globalThis[Symbol.for("salesflow.bench.projected")]`, see bench/projection-lag.ts).',
      '',
      ...derived,
    ];
  }
  // Each key's answered writes in order, matched to its records in order.
  const written = new Map<string, number[]>();
  for (const w of [...(recording?.writes ?? [])].sort((a, b) => a.at - b.at)) {
    if (!w.ok || w.op === 'check') continue;
    const key = `${w.pk}\u0000${w.sk}`;
    written.set(key, [...(written.get(key) ?? []), w.at]);
  }
  const taken = new Map<string, number>();
  const byProjector = new Map<string, { stream: number[]; write: number[] }>();
  const all = { stream: [] as number[], write: [] as number[] };
  // A record seen by several projectors is matched to its write once.
  const matched = new Map<string, number | null>();
  const order = (a: ProjectedRecord, b: ProjectedRecord) =>
    a.createdAtMs - b.createdAtMs ||
    a.sequenceNumber.length - b.sequenceNumber.length ||
    (a.sequenceNumber < b.sequenceNumber ? -1 : a.sequenceNumber > b.sequenceNumber ? 1 : 0);
  for (const record of [...records].sort(order)) {
    const key = `${record.pk}\u0000${record.sk}`;
    const id = record.sequenceNumber;
    if (!matched.has(id)) {
      const n = taken.get(key) ?? 0;
      matched.set(id, written.get(key)?.[n] ?? null);
      taken.set(key, n + 1);
    }
    const writeAt = matched.get(id) ?? null;
    const lags = byProjector.get(record.projector) ?? { stream: [], write: [] };
    byProjector.set(record.projector, lags);
    for (const into of [lags, all]) {
      into.stream.push(record.projectedAtMs - record.createdAtMs);
      if (writeAt !== null) into.write.push(record.projectedAtMs - writeAt);
    }
  }
  return [
    '| projection | from the item’s own stamp | from the write answered (key recorder) |',
    '|---|---|---|',
    `| all | ${figures(all.stream)} | ${all.write.length ? figures(all.write) : 'no write recorded'} |`,
    ...[...byProjector].map(
      ([name, lags]) =>
        `| ${name} | ${figures(lags.stream)} | ${lags.write.length ? figures(lags.write) : 'no write recorded'} |`,
    ),
    '',
    ...derived,
  ];
};
