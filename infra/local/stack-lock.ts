import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { identify, isRunning, type ProcessIdentity } from './process-identity';

/** Who runs the local stack on a data folder: written by the stack, read by a second start. */
export interface StackLockInfo extends ProcessIdentity {
  url: string;
  startedAt: string;
}

export class StackAlreadyRunningError extends Error {
  constructor(
    readonly holder: StackLockInfo,
    dataDir: string,
  ) {
    super(
      `SalesFlow is already running on ${dataDir}: pid ${holder.pid}, ${holder.url}, ` +
        `started ${holder.startedAt}. Stop it first (Ctrl-C in its terminal, or kill ${holder.pid}), ` +
        'or run the second one from its own copy of the tree.',
    );
    this.name = 'StackAlreadyRunningError';
  }
}

export const lockFile = (dataDir: string) => join(dataDir, 'stack.lock');

export const readStackLock = (dataDir: string): StackLockInfo | null => {
  try {
    return JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as StackLockInfo;
  } catch {
    return null;
  }
};

export interface StackLock {
  release: () => void;
}

/**
 * Takes the data folder for this process, or throws StackAlreadyRunningError naming the stack
 * that has it. A lock left by a run that crashed (its process is gone) is taken over.
 */
export const acquireStackLock = (dataDir: string, url: string): StackLock => {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  const mine: StackLockInfo = {
    ...identify(process.pid),
    url,
    startedAt: new Date().toISOString(),
  };
  // Written whole beside it, then linked into place: link fails if the lock exists, so two
  // starts cannot both win, and nobody ever reads a half-written lock.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, `${JSON.stringify(mine, null, 2)}\n`);
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, file);
        return {
          release: () => {
            if (readStackLock(dataDir)?.pid === process.pid) rmSync(file, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readStackLock(dataDir);
      if (holder && isRunning(holder)) throw new StackAlreadyRunningError(holder, dataDir);
      rmSync(file, { force: true });
    }
    throw new Error(`Could not take ${file}: another start keeps taking it`);
  } finally {
    rmSync(draft, { force: true });
  }
};
