import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  commandLineOf,
  identify,
  isRunning,
  type ProcessIdentity,
  parentPidOf,
} from './process-identity';

/** The DynamoDB Local JVM of a data folder, and the stack process that started it. */
interface JvmRecord {
  pid: number;
  parent: ProcessIdentity;
}

const readRecord = (pidFile: string): JvmRecord | null => {
  if (!existsSync(pidFile)) return null;
  const text = readFileSync(pidFile, 'utf8').trim();
  if (/^\d+$/.test(text)) {
    // Written by an older version: only the JVM's pid. Its parent now is the best we know.
    const pid = Number(text);
    const parent = parentPidOf(pid);
    return { pid, parent: { pid: parent ?? 0, startTicks: null } };
  }
  try {
    return JSON.parse(text) as JvmRecord;
  } catch {
    return null;
  }
};

export const recordJvm = (pidFile: string, jvmPid: number): void =>
  writeFileSync(pidFile, `${JSON.stringify({ pid: jvmPid, parent: identify(process.pid) })}\n`);

export const forgetJvm = (pidFile: string): void => rmSync(pidFile, { force: true });

/**
 * A JVM left by a crashed run would hold the data files: end it, but only when the stack that
 * started it is gone. One whose stack still runs belongs to that stack: refuse, naming both.
 */
export const endStaleJvm = async (pidFile: string): Promise<void> => {
  const record = readRecord(pidFile);
  if (!record || !commandLineOf(record.pid).includes('DynamoDBLocal')) return;
  if (record.parent.pid > 1 && isRunning(record.parent)) {
    throw new Error(
      `DynamoDB Local (pid ${record.pid}) still serves this data folder for the running process ` +
        `${record.parent.pid}. Stop that process first.`,
    );
  }
  const jvm = identify(record.pid);
  try {
    process.kill(record.pid, 'SIGKILL');
  } catch {
    // ended meanwhile
  }
  // Its files are free only once it is gone.
  for (let waited = 0; isRunning(jvm) && waited < 5000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
