/**
 * How long projections take: per projected record, the time from its write to the end of its
 * projection, kept in memory (the last SAMPLES of each projector). The local stack's stream
 * poller reads it (its `lag()`, its control server's `/lag`, a log line on `npm start`); in AWS
 * each batch also puts it in the logs as a metric (projector.ts), beside the event source's
 * IteratorAge.
 */
const SAMPLES = 20_000;

const samples = new Map<string, number[]>();
const totals = new Map<string, number>();

export const recordProjectionLag = (projector: string, lagMs: readonly number[]): void => {
  if (!lagMs.length) return;
  const kept = samples.get(projector) ?? [];
  kept.push(...lagMs);
  if (kept.length > SAMPLES) kept.splice(0, kept.length - SAMPLES);
  samples.set(projector, kept);
  totals.set(projector, (totals.get(projector) ?? 0) + lagMs.length);
};

export interface LagSummary {
  /** Records measured since the start (or the last reset). */
  count: number;
  /** Over the last samples kept (at most 20,000). */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** Each projector's lag so far. */
export const projectionLagSummary = (): Record<string, LagSummary> =>
  Object.fromEntries(
    [...samples].map(([projector, kept]) => {
      const sorted = [...kept].sort((a, b) => a - b);
      return [
        projector,
        {
          count: totals.get(projector) ?? 0,
          p50Ms: Math.round(percentile(sorted, 50)),
          p99Ms: Math.round(percentile(sorted, 99)),
          maxMs: Math.round(sorted[sorted.length - 1] ?? 0),
        },
      ];
    }),
  );

/** Forgets what was measured (a benchmark measures its burst alone). */
export const resetProjectionLag = (): void => {
  samples.clear();
  totals.clear();
};

/** What a benchmark's hook hears of each projected record (bench/projection-lag.ts). */
export interface ProjectedRecord {
  pk: string;
  sk: string;
  sequenceNumber: string;
  createdAtMs: number;
  projectedAtMs: number;
  projector: string;
}

const BENCH_HOOK = Symbol.for('salesflow.bench.projected');

/**
 * A projector's records done at `doneAt`: their lag (from `writtenAt`, the item's own stamp) kept
 * for the summary, and each record told to a benchmark's hook when one is installed on
 * `globalThis` (none outside a benchmark: one property lookup a batch).
 */
export const reportProjected = (
  projector: string,
  done: readonly { seq: string; item: Record<string, unknown> | null; writtenAt?: number }[],
  doneAt: number,
): void => {
  const lag = done.flatMap(({ writtenAt }) =>
    writtenAt === undefined || Number.isNaN(writtenAt) ? [] : [Math.max(0, doneAt - writtenAt)],
  );
  recordProjectionLag(projector, lag);
  const hook = (globalThis as Record<symbol, unknown>)[BENCH_HOOK];
  if (typeof hook !== 'function') return;
  for (const { seq, item, writtenAt } of done) {
    if (!item || writtenAt === undefined || Number.isNaN(writtenAt)) continue;
    (hook as (record: ProjectedRecord) => void)({
      pk: String(item.pk),
      sk: String(item.sk),
      sequenceNumber: seq,
      createdAtMs: writtenAt,
      projectedAtMs: doneAt,
      projector,
    });
  }
};
