import { type ChildProcess, spawn } from 'node:child_process';

/** A process of our own that idles until ended; `marker` lands on its command line. */
export const idleProcess = (marker = 'idle'): ChildProcess =>
  spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', marker], { stdio: 'ignore' });

/** Ends a process this test started, by its id, and waits for it to be gone. */
export const end = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** Waits until the process has really started (its command line is readable). */
export const started = (child: ChildProcess): Promise<void> =>
  new Promise((resolve, reject) => {
    child.once('spawn', () => resolve());
    child.once('error', reject);
  });
