import { readFileSync } from 'node:fs';

/**
 * Enough to tell whether a pid written down earlier is still the same process: pids are reused,
 * so where Linux's /proc is there, the process's start time (in clock ticks since boot) must match.
 */
export interface ProcessIdentity {
  pid: number;
  /** Field 22 of /proc/<pid>/stat; null where there is no /proc. */
  startTicks: string | null;
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces and parens). */
const statFields = (pid: number): string[] | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
};

export const identify = (pid: number): ProcessIdentity => ({
  pid,
  // Field 3 (state) is index 0 here, so field 22 is index 19.
  startTicks: statFields(pid)?.[19] ?? null,
});

/** The parent of `pid`, where /proc tells. */
export const parentPidOf = (pid: number): number | null => {
  const ppid = Number(statFields(pid)?.[1]);
  return Number.isInteger(ppid) && ppid > 0 ? ppid : null;
};

/** True while that very process runs (not a newer one that got its pid). */
export const isRunning = ({ pid, startTicks }: ProcessIdentity): boolean => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (startTicks === null) return true;
  return identify(pid).startTicks === startTicks;
};

/** The command line of `pid`, or '' where there is no /proc or no such process. */
export const commandLineOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};
