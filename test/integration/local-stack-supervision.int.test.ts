import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/ports';
import { loopbackHttp } from '../support/loopback';
import { exitWithin, type NpmStartRun, npmStart, running } from '../support/npm-start';

describe('npm start fails loudly', () => {
  const http = loopbackHttp();
  let dataDir: string;
  let first: NpmStartRun;
  const runs: NpmStartRun[] = [];
  const devLogin = (port: number) =>
    http.fetch(`http://localhost:${port}/api/dev/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: `lock-${Date.now()}@example.in` }),
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'salesflow-start-'));
    first = npmStart(await freePort(), dataDir);
    runs.push(first);
    await running(first);
  }, 120_000);

  afterAll(async () => {
    await http.close();
    // Only the processes this test started, by their ids; each stops its own JVM on SIGTERM.
    for (const run of runs) if (run.child.exitCode === null) run.child.kill('SIGTERM');
    await Promise.all(runs.map((run) => exitWithin(run, 15_000)));
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('refuses a second start on the same data, naming the first, which keeps working', async () => {
    const second = npmStart(await freePort(), dataDir);
    runs.push(second);

    const code = await exitWithin(second, 60_000);

    expect(code).toBe(1);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect(second.output()).toContain(`http://localhost:${first.port}`);
    expect(second.output()).toMatch(/started \d{4}-\d\d-\d\dT/);
    // A write to DynamoDB Local: the first stack's JVM was not taken for a stale one.
    expect((await devLogin(first.port)).status).toBe(204);
  }, 90_000);

  it('exits non-zero, naming DynamoDB Local, when its JVM dies', async () => {
    const jvm = JSON.parse(readFileSync(join(dataDir, 'dynamodb.pid'), 'utf8')) as {
      pid: number;
      parent: { pid: number };
    };
    expect(jvm.parent.pid).toBe(first.child.pid);

    process.kill(jvm.pid, 'SIGKILL');
    const code = await exitWithin(first, 30_000);

    expect(code).toBe(1);
    expect(first.output()).toMatch(/SalesFlow stopped: DynamoDB Local is down/);
  }, 60_000);
});
