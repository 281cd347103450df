/**
 * What can go wrong talking to an OpenAI-compatible API, as values (like the Twilio port): a call
 * in progress must keep talking with the built-in agent, not fail with a throw.
 */
export type LlmFailure =
  /** The API answered with an error: a wrong key (401), a rate limit (429), a bad request. */
  | { kind: 'refused'; status: number; code: string | null; message: string }
  /** No answer at all (network, DNS), or one that is not the API's. */
  | { kind: 'unreachable'; reason: string }
  /** No first token, or no next token, or no end, in time. */
  | { kind: 'timeout'; phase: 'first-token' | 'idle' | 'total' }
  /** The caller aborted (the lead interrupted, the call ended). */
  | { kind: 'aborted' }
  /** An answer that does not parse or does not fit the schema asked for. */
  | { kind: 'invalid'; reason: string };

/** OpenAI's error body: `{ "error": { "message", "type", "param", "code" } }`. */
export const refusalOf = (status: number, body: string): LlmFailure => {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown; code?: unknown } };
    if (parsed.error && typeof parsed.error === 'object') {
      return {
        kind: 'refused',
        status,
        code: typeof parsed.error.code === 'string' ? parsed.error.code : null,
        message: typeof parsed.error.message === 'string' ? parsed.error.message : 'error',
      };
    }
  } catch {
    // Not JSON: a proxy's page, say.
  }
  if (status >= 400 && status < 500) {
    return { kind: 'refused', status, code: null, message: body.slice(0, 200) };
  }
  return { kind: 'unreachable', reason: `an answer that is not the API's (HTTP ${status})` };
};

export const reasonOf = (error: unknown): string => {
  const e = error as { message?: string; cause?: { code?: string; message?: string } };
  return e.cause?.code ?? e.cause?.message ?? e.message ?? String(error);
};
