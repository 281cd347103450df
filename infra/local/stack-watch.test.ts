import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type StackFailure, watchStack } from './stack-watch';
import { end, idleProcess, started } from './test-fixtures/processes';

const serve = (): Promise<{ server: Server; url: string }> =>
  new Promise((resolve) => {
    const server = createServer((_req, res) => res.end('ok'));
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }),
    );
  });

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe('watching a running local stack', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('reports a child process that exits, by its part, at once', async () => {
    const jvm = idleProcess('DynamoDBLocal');
    await started(jvm);
    const failures: StackFailure[] = [];
    const watch = watchStack({
      processes: [{ part: 'DynamoDB Local', child: jvm }],
      servers: [],
      onFailure: (failure) => failures.push(failure),
    });
    cleanups.push(watch.stop, () => end(jvm));

    process.kill(jvm.pid ?? 0, 'SIGKILL');
    await expect.poll(() => failures, { timeout: 5000 }).toHaveLength(1);

    expect(failures[0]).toMatchObject({
      part: 'DynamoDB Local',
      reason: expect.stringMatching(/SIGKILL/),
    });
  });

  it('reports the server that stops answering, once, and not the ones that answer', async () => {
    const alive = await serve();
    const dying = await serve();
    const failures: StackFailure[] = [];
    const watch = watchStack({
      processes: [],
      servers: [
        { part: 'the local SQS and S3', url: alive.url },
        { part: 'the sign-in provider', url: dying.url },
      ],
      onFailure: (failure) => failures.push(failure),
      intervalMs: 50,
      timeoutMs: 500,
    });
    cleanups.push(watch.stop, () => close(alive.server));

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(failures).toEqual([]);
    await close(dying.server);
    await expect.poll(() => failures.length, { timeout: 5000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(failures).toEqual([
      { part: 'the sign-in provider', reason: expect.stringContaining(dying.url) },
    ]);
  });

  it('reports nothing once stopped, as when the stack is stopped on purpose', async () => {
    const jvm = idleProcess('DynamoDBLocal');
    await started(jvm);
    const failures: StackFailure[] = [];
    const watch = watchStack({
      processes: [{ part: 'DynamoDB Local', child: jvm }],
      servers: [],
      onFailure: (failure) => failures.push(failure),
    });

    watch.stop();
    await end(jvm);

    expect(failures).toEqual([]);
  });
});
