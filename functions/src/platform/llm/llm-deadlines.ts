import type { LlmTimeouts } from './llm-config';
import type { LlmFailure } from './llm-errors';

/**
 * One AbortSignal for a request that fires on the caller's abort or on a deadline, and remembers
 * which: a total limit, and a phase limit that is first the wait for the first token and then the
 * silence allowed between two chunks.
 */
export interface LlmDeadlines {
  signal: AbortSignal;
  /** Why the request was stopped, or null while it runs. */
  failure: () => LlmFailure | null;
  /** Restarts the phase limit (after each token: the idle limit). */
  arm: (phase: 'first-token' | 'idle') => void;
  /** Stops the phase limit while the caller holds a token. */
  pause: () => void;
  /** Clears the timers and cancels whatever is still open. */
  dispose: () => void;
}

export const startDeadlines = (
  outer: AbortSignal | undefined,
  timeouts: LlmTimeouts,
): LlmDeadlines => {
  const controller = new AbortController();
  let fired: LlmFailure | null = null;
  const stop = (why: LlmFailure) => {
    if (fired) return;
    fired = why;
    controller.abort();
  };
  const onOuter = () => stop({ kind: 'aborted' });
  if (outer?.aborted) onOuter();
  else outer?.addEventListener('abort', onOuter, { once: true });
  const total = setTimeout(() => stop({ kind: 'timeout', phase: 'total' }), timeouts.totalMs);
  let phase: ReturnType<typeof setTimeout> | undefined = setTimeout(
    () => stop({ kind: 'timeout', phase: 'first-token' }),
    timeouts.firstTokenMs,
  );
  return {
    signal: controller.signal,
    failure: () => fired,
    arm: (name) => {
      clearTimeout(phase);
      phase = setTimeout(
        () => stop({ kind: 'timeout', phase: name }),
        name === 'idle' ? timeouts.idleMs : timeouts.firstTokenMs,
      );
    },
    pause: () => clearTimeout(phase),
    dispose: () => {
      clearTimeout(total);
      clearTimeout(phase);
      outer?.removeEventListener('abort', onOuter);
      if (!controller.signal.aborted) controller.abort();
    },
  };
};
