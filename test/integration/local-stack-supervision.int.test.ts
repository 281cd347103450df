import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/ports';
import { loopbackHttp } from '../support/loopback';

const ROOT = resolve(import.meta.dirname, '../..');

interface Run {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` as a user runs it (the same start.ts), on a data folder of this test's own. */
const npmStart = (port: number, dataDir: string): Run => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.JAVA_HOME ? { JAVA_HOME: process.env.JAVA_HOME } : {}),
      PORT: String(port),
      SALESFLOW_DATA_DIR: dataDir,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, port, output: () => output, exited };
};

const running = async (run: Run) => {
  const deadline = Date.now() + 90_000;
  while (!run.output().includes('SalesFlow is running')) {
    if (run.child.exitCode !== null) throw new Error(`npm start exited:\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`npm start did not start:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** Settles with the exit code, or null if the process is still running after `ms`. */
const exitWithin = (run: Run, ms: number) =>
  Promise.race([run.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), ms))]);

describe('npm start fails loudly', () => {
  const http = loopbackHttp();
  let dataDir: string;
  let first: Run;
  const runs: Run[] = [];
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
