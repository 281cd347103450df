import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CheckpointStore } from './stream-checkpoints';
import type { StreamPoller } from './stream-poller';

/**
 * A small loopback HTTP server beside the stream poller, for what runs outside the stack's
 * process (integration tests, `npm start` users, benchmarks that start it as a child):
 *   GET /settle?timeoutMs=30000  200 once every projector has handled every record written before
 *                                the call, 504 if not within the time (tests wait on it)
 *   GET /lag                     each projector's lag from write to projection: count, p50, p99, max
 *   GET /stats                   records, batches, retries, dead-lettered, first and last sequence
 *                                numbers handled since the start
 *   GET /checkpoints             where each projector stands in each shard
 */
export const startProjectionsControl = async (
  poller: StreamPoller,
  checkpoints: CheckpointStore,
) => {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET') return answer(405, { error: 'GET only' });
    if (url.pathname === '/settle') {
      const timeoutMs = Math.min(120_000, Number(url.searchParams.get('timeoutMs') ?? 30_000));
      poller.settle(Number.isFinite(timeoutMs) ? timeoutMs : 30_000).then(
        () => answer(200, { settled: true }),
        (error: Error) => answer(504, { settled: false, error: error.message }),
      );
      return;
    }
    if (url.pathname === '/lag') return answer(200, poller.lag());
    if (url.pathname === '/stats') return answer(200, poller.stats());
    if (url.pathname === '/checkpoints') return answer(200, checkpoints.all());
    return answer(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};
