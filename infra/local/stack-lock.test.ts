import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { identify } from './process-identity';
import { acquireStackLock, lockFile, readStackLock, StackAlreadyRunningError } from './stack-lock';
import { end, idleProcess, started } from './test-fixtures/processes';

describe('the stack lock on a data folder', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'salesflow-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const holdBy = (pid: number, startTicks: string | null) =>
    writeFileSync(
      lockFile(dataDir),
      JSON.stringify({
        pid,
        startTicks,
        url: 'http://localhost:3000',
        startedAt: '2026-11-23T09:00:00.000Z',
      }),
    );

  it('refuses a second start, naming the running stack: its pid, URL and start time', async () => {
    const other = idleProcess();
    await started(other);
    try {
      holdBy(other.pid ?? 0, identify(other.pid ?? 0).startTicks);

      expect(() => acquireStackLock(dataDir, 'http://localhost:3001')).toThrow(
        StackAlreadyRunningError,
      );
      expect(() => acquireStackLock(dataDir, 'http://localhost:3001')).toThrow(
        new RegExp(`pid ${other.pid}, http://localhost:3000, started 2026-11-23T09:00:00.000Z`),
      );
      expect(readStackLock(dataDir)?.pid).toBe(other.pid);
    } finally {
      await end(other);
    }
  });

  it('takes over the lock of a run that is gone', async () => {
    const gone = idleProcess();
    await started(gone);
    const identity = identify(gone.pid ?? 0);
    await end(gone);
    holdBy(identity.pid, identity.startTicks);

    const lock = acquireStackLock(dataDir, 'http://localhost:3001');

    expect(readStackLock(dataDir)).toMatchObject({
      pid: process.pid,
      url: 'http://localhost:3001',
    });
    lock.release();
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });

  it('does not mistake a newer process that got the same pid for the holder', () => {
    holdBy(process.pid, 'not-our-start-time');

    expect(() => acquireStackLock(dataDir, 'http://localhost:3001').release()).not.toThrow();
  });

  it('refuses a second stack in the same process too', () => {
    const first = acquireStackLock(dataDir, 'http://localhost:3000');

    expect(() => acquireStackLock(dataDir, 'http://localhost:3001')).toThrow(/already running/);
    first.release();
  });
});
