/**
 * CloudWatch metrics in embedded metric format: one JSON line on stdout per publish, which
 * CloudWatch Logs turns into metrics (no API call). What Powertools Metrics did for us in about
 * 12 KiB of every bundle, in a few lines: a namespace, the service and a set's own dimensions,
 * counts and milliseconds, and a metric given several values in one line (at most 100 each, as
 * EMF allows). Written on stdout itself, not through `console`, whose Lambda runtime prefix would
 * keep CloudWatch from reading the line. `POWERTOOLS_METRICS_DISABLED=true` (the local stack)
 * writes nothing; the environment names the namespace and service as it did for Powertools.
 */
export type MetricUnit = 'Count' | 'Milliseconds';

const MAX_VALUES = 100;

const disabled = () => process.env.POWERTOOLS_METRICS_DISABLED === 'true';
const namespace = () => process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'SalesFlow';
const service = () => process.env.POWERTOOLS_SERVICE_NAME ?? 'salesflow';

/** Metrics gathered under the same dimensions, then written as one line. */
export class MetricSet {
  private readonly stored = new Map<string, { unit: MetricUnit; values: number[] }>();

  constructor(private readonly dimensions: Readonly<Record<string, string>> = {}) {}

  add(name: string, unit: MetricUnit, value: number): void {
    if ((this.stored.get(name)?.values.length ?? 0) >= MAX_VALUES) this.publish();
    const metric = this.stored.get(name) ?? { unit, values: [] };
    metric.values.push(value);
    this.stored.set(name, metric);
  }

  get hasMetrics(): boolean {
    return this.stored.size > 0;
  }

  /** Writes the line (nothing when nothing was added) and starts again empty. */
  publish(): void {
    if (this.stored.size === 0) return;
    const metrics = [...this.stored];
    this.stored.clear();
    if (disabled()) return;
    const dimensions = { service: service(), ...this.dimensions };
    const line = {
      _aws: {
        Timestamp: Date.now(),
        CloudWatchMetrics: [
          {
            Namespace: namespace(),
            Dimensions: [Object.keys(dimensions)],
            Metrics: metrics.map(([name, { unit }]) => ({ Name: name, Unit: unit })),
          },
        ],
      },
      ...dimensions,
      ...Object.fromEntries(
        metrics.map(([name, { values }]) => [name, values.length === 1 ? values[0] : values]),
      ),
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}
