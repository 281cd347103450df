import type { IncomingMessage } from 'node:http';

/** API Gateway's payload limit for HTTP APIs. */
export const MAX_BODY = 10 * 1024 * 1024;
/**
 * How much of a refused body the gateway still reads and throws away. A server that closes a
 * connection while the client is still sending makes the kernel reset it, and the reset can
 * destroy the 413 before the client reads it; reading the rest first lets the connection close
 * cleanly. Past this budget the client is abusive and the connection is simply dropped.
 */
const DRAIN_BYTES = 4 * MAX_BODY;
const DRAIN_MS = 10_000;

export type BodyRead =
  | { ok: true; body: Buffer }
  /** `drained`: the whole body was read, so answering and closing will not reset the connection. */
  | { ok: false; drained: boolean };

/** Reads the request body, or reports that it is over the limit (having drained what it could). */
export const readBody = (req: IncomingMessage, maxBytes = MAX_BODY): Promise<BodyRead> =>
  new Promise((resolve) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > DRAIN_BYTES) return resolve({ ok: false, drained: false });
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (result: BodyRead) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      resolve(result);
    };
    // Draining is bounded in time too, but only once the body is known to be refused.
    const refuse = () => {
      tooLarge = true;
      chunks.length = 0;
      timer = setTimeout(() => finish({ ok: false, drained: false }), DRAIN_MS);
      timer.unref();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (!tooLarge && size > maxBytes) refuse();
      if (!tooLarge) chunks.push(chunk);
      else if (size > DRAIN_BYTES) finish({ ok: false, drained: false });
    };
    const onEnd = () =>
      finish(tooLarge ? { ok: false, drained: true } : { ok: true, body: Buffer.concat(chunks) });
    const onError = () => finish({ ok: false, drained: false });
    // A client that goes away mid-body: nothing to answer, nothing left to drain.
    const onClose = () => finish({ ok: false, drained: false });
    if (declared > maxBytes) refuse();
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('close', onClose);
  });
