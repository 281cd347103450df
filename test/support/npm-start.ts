import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { commandLineOf } from '../../infra/local/process-identity';

const ROOT = resolve(import.meta.dirname, '../..');

export interface NpmStartRun {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * `npm start` as a user runs it (the same start.ts, without building the page), on a data folder
 * of the test's own; `env` adds to the few variables it gets.
 */
export const npmStart = (
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): NpmStartRun => {
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
      ...env,
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

/** Waits until the run says it is running (3 minutes at most); throws with its output if it ends. */
export const running = async (run: NpmStartRun) => {
  const deadline = Date.now() + 180_000;
  while (!run.output().includes('SalesFlow is running')) {
    if (run.child.exitCode !== null || run.child.signalCode !== null) {
      throw new Error(`npm start exited:\n${run.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`npm start did not start:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** Settles with the exit code, or 'running' if the process is still running after `ms`. */
export const exitWithin = (run: NpmStartRun, ms: number) =>
  Promise.race([run.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), ms))]);

/**
 * The DynamoDB Local JVM a run on `dataDir` started, if it is still there: a run killed with
 * SIGKILL leaves it behind (the next start on the folder ends it). By its recorded id only.
 */
export const endLeftJvm = (dataDir: string) => {
  const file = join(dataDir, 'dynamodb.pid');
  if (!existsSync(file)) return;
  try {
    const { pid } = JSON.parse(readFileSync(file, 'utf8')) as { pid: number };
    // The recorded id, if it is still that JVM (not an id the system gave to another since).
    if (commandLineOf(pid).includes('DynamoDBLocal')) process.kill(pid, 'SIGKILL');
  } catch {
    // gone already
  }
};
