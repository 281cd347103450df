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
