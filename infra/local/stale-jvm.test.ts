import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { identify, isRunning } from './process-identity';
import { endStaleJvm, recordJvm } from './stale-jvm';
import { end, idleProcess, started } from './test-fixtures/processes';

describe('a DynamoDB Local JVM left in the data folder', () => {
  let dir: string;
  let pidFile: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'salesflow-jvm-'));
    pidFile = join(dir, 'dynamodb.pid');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is left alone, and the start refused, while the stack that started it runs', async () => {
    // Stands in for the JVM: its command line names DynamoDBLocal, as the real one's does.
    const jvm = idleProcess('DynamoDBLocal');
    await started(jvm);
    try {
      recordJvm(pidFile, jvm.pid ?? 0);

      await expect(endStaleJvm(pidFile)).rejects.toThrow(
        new RegExp(`pid ${jvm.pid}\\).*running process ${process.pid}`),
      );
      expect(isRunning(identify(jvm.pid ?? 0))).toBe(true);
    } finally {
      await end(jvm);
    }
  });

  it('is ended when the stack that started it is gone', async () => {
    const jvm = idleProcess('DynamoDBLocal');
    const parent = idleProcess();
    await Promise.all([started(jvm), started(parent)]);
    const parentIdentity = identify(parent.pid ?? 0);
    await end(parent);
    writeFileSync(pidFile, JSON.stringify({ pid: jvm.pid, parent: parentIdentity }));
    const exited = new Promise((resolve) => jvm.once('exit', resolve));

    await endStaleJvm(pidFile);

    await expect(exited).resolves.toBeDefined();
  });

  it('never ends a process that is not DynamoDB Local', async () => {
    const stranger = idleProcess('something-else');
    await started(stranger);
    try {
      writeFileSync(
        pidFile,
        JSON.stringify({ pid: stranger.pid, parent: { pid: 0, startTicks: null } }),
      );

      await endStaleJvm(pidFile);

      expect(isRunning(identify(stranger.pid ?? 0))).toBe(true);
    } finally {
      await end(stranger);
    }
  });
});
