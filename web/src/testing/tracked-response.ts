/** What became of a response body: read to its end, cancelled, or left open. */
export interface BodyState {
  readToEnd: boolean;
  cancelled: boolean;
}

/**
 * A Response whose body records what the client did with it. The stream hands out its one chunk
 * only when asked (high-water mark 0), so a body nobody reads stays unread, as it would in
 * Chromium, where such a request never finishes.
 */
export const trackedResponse = (
  status: number,
  body: string,
  init: { statusText?: string; reportedStatus?: number } = {},
): { response: Response; state: BodyState } => {
  const state: BodyState = { readToEnd: false, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
        state.readToEnd = true;
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  const response = new Response(stream, {
    status,
    statusText: init.statusText ?? '',
    headers: { 'Content-Type': 'application/json' },
  });
  // `new Response` refuses a body with a 204; a proxy may still send one, so fake the status.
  if (init.reportedStatus !== undefined) {
    Object.defineProperty(response, 'status', { value: init.reportedStatus });
  }
  return { response, state };
};

/** True when the client let go of the body: read it all or cancelled it. */
export const released = (state: BodyState): boolean => state.readToEnd || state.cancelled;
