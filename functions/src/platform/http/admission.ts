/**
 * Admission: at most `limit` requests at work at once in this process; the others wait their
 * turn, first come first served, for `maxWaitMs` at most, and are then refused as overload (a
 * `TimeoutError`, which answers 503 with Retry-After, error-response.ts) having written nothing.
 *
 * Why: requests that all start at once all share the table and the CPU, so under a burst every
 * one of them gets slow together and all of them run out of time (a burst of 400 webhook leads on
 * the local stack answered 400 × 500). Letting a bounded number work keeps each one fast and
 * refuses the rest early and cleanly. In AWS a Lambda container takes one request at a time, so
 * this never waits there (Lambda's own concurrency limit plays its part); on the local stack,
 * where one process serves every route, it is what keeps a burst from timing out.
 */
export const admission = (limit: number, maxWaitMs: number) => {
  let working = 0;
  const waiting: (() => void)[] = [];
  const enter = (): Promise<void> => {
    if (working < limit) {
      working += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = waiting.indexOf(turn);
        if (at >= 0) waiting.splice(at, 1);
        const error = new Error('Too many requests at once: not started in time');
        error.name = 'TimeoutError';
        reject(error);
      }, maxWaitMs);
      waiting.push(turn);
    });
  };
  const leave = () => {
    // The place goes straight to the next in line, if any.
    const next = waiting.shift();
    if (next) next();
    else working -= 1;
  };
  return async <T>(work: () => Promise<T>): Promise<T> => {
    await enter();
    try {
      return await work();
    } finally {
      leave();
    }
  };
};
