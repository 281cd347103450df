import { inject } from 'vitest';

/**
 * Waits until the table stream's projectors (search words, ...) have handled every record written
 * before the call: what a request wrote is then in every derived view. Fails (with the poller's
 * word) if they do not within `timeoutMs`. `baseUrl` is the poller's control (the run's stack
 * unless a test started its own).
 */
export const settleProjections = async (
  timeoutMs = 30_000,
  baseUrl: string = inject('projectionsUrl'),
): Promise<void> => {
  const response = await fetch(`${baseUrl}/settle?timeoutMs=${timeoutMs}`, {
    signal: AbortSignal.timeout(timeoutMs + 10_000),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`Projections did not settle: ${body}`);
};

export interface ProjectionLag {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Each projector's lag from a write to its projection, as the poller measured it so far. */
export const projectionLag = async (
  baseUrl: string = inject('projectionsUrl'),
): Promise<Record<string, ProjectionLag>> =>
  (await fetch(`${baseUrl}/lag`)).json() as Promise<Record<string, ProjectionLag>>;
