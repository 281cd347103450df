import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MetricSet } from './emf';

describe('metrics in embedded metric format', () => {
  let lines: Record<string, unknown>[];

  beforeEach(() => {
    lines = [];
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', 'Test');
    vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'svc');
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(JSON.parse(String(chunk)));
      return true;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('writes one line with the namespace, the service and its dimensions, and each metric', () => {
    const set = new MetricSet({ route: 'GET /api/x' });
    set.add('requests', 'Count', 1);
    set.add('latency', 'Milliseconds', 12);
    set.add('latency', 'Milliseconds', 30);
    set.publish();
    expect(lines).toEqual([
      {
        _aws: {
          Timestamp: expect.any(Number),
          CloudWatchMetrics: [
            {
              Namespace: 'Test',
              Dimensions: [['service', 'route']],
              Metrics: [
                { Name: 'requests', Unit: 'Count' },
                { Name: 'latency', Unit: 'Milliseconds' },
              ],
            },
          ],
        },
        service: 'svc',
        route: 'GET /api/x',
        requests: 1,
        latency: [12, 30],
      },
    ]);
    set.publish();
    expect(lines).toHaveLength(1);
    expect(set.hasMetrics).toBe(false);
  });

  it('starts a new line past 100 values of a metric, as EMF allows no more', () => {
    const set = new MetricSet();
    for (let i = 0; i < 250; i += 1) set.add('lag', 'Milliseconds', i);
    set.publish();
    expect(lines.map((line) => (line.lag as number[]).length)).toEqual([100, 100, 50]);
    expect(lines.flatMap((line) => line.lag as number[])).toEqual(
      Array.from({ length: 250 }, (_, i) => i),
    );
  });

  it('writes nothing while switched off (the local stack)', () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    const set = new MetricSet();
    set.add('requests', 'Count', 1);
    set.publish();
    expect(lines).toEqual([]);
    expect(set.hasMetrics).toBe(false);
  });
});
