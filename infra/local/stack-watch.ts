import type { ChildProcess } from 'node:child_process';
import { get } from 'node:http';

/** A part of the local stack that died or stopped answering. */
export interface StackFailure {
  part: string;
  reason: string;
}

/** An in-process server: alive while it answers `url` (any status) within the timeout. */
export interface WatchedServer {
  part: string;
  url: string;
}

export interface WatchOptions {
  /** A child process that must not exit, e.g. DynamoDB Local's JVM. */
  processes: { part: string; child: ChildProcess }[];
  servers: WatchedServer[];
  /** Called once, with the first failure; the caller decides what to do (npm start exits 1). */
  onFailure: (failure: StackFailure) => void;
  intervalMs?: number;
  timeoutMs?: number;
  /** Misses in a row before a server counts as down, so one slow answer on a busy machine is not. */
  missesAllowed?: number;
}

const answers = (url: string, timeoutMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    // A fresh connection each time (agent: false): it proves the server still accepts them.
    const request = get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      resolve(true);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
  });

/**
 * Watches the parts of a running stack off the request path: child exits as they happen, and
 * in-process servers by a health request every `intervalMs`. Reports the first failure once.
 */
export const watchStack = (options: WatchOptions): { stop: () => void } => {
  const { intervalMs = 5000, timeoutMs = 3000, missesAllowed = 1 } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const report = (failure: StackFailure) => {
    if (stopped) return;
    stop();
    options.onFailure(failure);
  };
  const onExit = new Map<ChildProcess, (code: number | null, signal: string | null) => void>();
  for (const { part, child } of options.processes) {
    const listener = (code: number | null, signal: string | null) =>
      report({
        part,
        reason: `its process (pid ${child.pid}) exited${signal ? ` on ${signal}` : ` with code ${code}`}`,
      });
    onExit.set(child, listener);
    child.once('exit', listener);
    if (child.exitCode !== null || child.signalCode !== null)
      listener(child.exitCode, child.signalCode);
  }
  const misses = new Map<string, number>();
  const check = async () => {
    const results = await Promise.all(
      options.servers.map(async (server) => ({ server, ok: await answers(server.url, timeoutMs) })),
    );
    for (const { server, ok } of results) {
      const missed = ok ? 0 : (misses.get(server.part) ?? 0) + 1;
      misses.set(server.part, missed);
      if (missed > missesAllowed) {
        return report({
          part: server.part,
          reason: `it stopped answering ${server.url} (${missed} health checks in a row)`,
        });
      }
    }
    // The next check waits for this one: a slow machine never stacks them up.
    if (!stopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void check(), intervalMs);
    timer.unref();
  };
  function stop() {
    stopped = true;
    clearTimeout(timer);
    for (const [child, listener] of onExit) child.off('exit', listener);
  }
  if (options.servers.length && !stopped) schedule();
  return { stop };
};
