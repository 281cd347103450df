/**
 * Server-sent events (the WHATWG event-stream format) read incrementally: the network splits the
 * stream anywhere (inside a line, between `\r` and `\n`, inside a UTF-8 character, which the
 * caller's TextDecoder handles), so lines are buffered until their end, `data:` lines of one event
 * are joined with `\n`, comments (`:`) are skipped, and an event is dispatched at a blank line.
 */
export interface SseEvent {
  /** `event:` field; "message" when absent. */
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  /** Feeds decoded text; answers the events it completed. */
  push: (text: string) => SseEvent[];
  /** The stream ended: an event without its final blank line is dispatched too. */
  end: () => SseEvent[];
}

export const createSseParser = (): SseParser => {
  let buffer = '';
  /** The last chunk ended in `\r`: a `\n` that starts the next one belongs to it. */
  let afterCr = false;
  let data: string[] = [];
  let event = '';
  let id: string | undefined;
  let first = true;

  const dispatch = (out: SseEvent[]) => {
    if (data.length > 0) {
      out.push({ event: event || 'message', data: data.join('\n'), ...(id ? { id } : {}) });
    }
    data = [];
    event = '';
  };

  const line = (text: string, out: SseEvent[]) => {
    if (text === '') return dispatch(out);
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    push: (text) => {
      const out: SseEvent[] = [];
      let chunk = text;
      // A byte order mark may open the stream, and only there.
      if (first && chunk !== '') {
        if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
        first = false;
      }
      if (afterCr && chunk.startsWith('\n')) chunk = chunk.slice(1);
      afterCr = false;
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        line(buffer.slice(start, i), out);
        if (c === '\r') {
          if (i + 1 === buffer.length) afterCr = true;
          else if (buffer[i + 1] === '\n') i += 1;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    end: () => {
      const out: SseEvent[] = [];
      if (buffer !== '') line(buffer, out);
      buffer = '';
      dispatch(out);
      return out;
    },
  };
};
