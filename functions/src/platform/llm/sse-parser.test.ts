import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

const parseInPieces = (text: string, cuts: number[]): SseEvent[] => {
  const parser = createSseParser();
  const out: SseEvent[] = [];
  let start = 0;
  for (const cut of [...cuts, text.length]) {
    out.push(...parser.push(text.slice(start, cut)));
    start = cut;
  }
  out.push(...parser.end());
  return out;
};

const stream =
  ': keep-alive\r\n' +
  'data: {"choices":[{"delta":{"content":"Hel"}}]}\r\n\r\n' +
  'event: note\ndata: line one\ndata: line two\nid: 7\n\n' +
  'data:no-space\r\rdata: [DONE]\n\n';

const expected: SseEvent[] = [
  { event: 'message', data: '{"choices":[{"delta":{"content":"Hel"}}]}' },
  { event: 'note', data: 'line one\nline two', id: '7' },
  { event: 'message', data: 'no-space', id: '7' },
  { event: 'message', data: '[DONE]', id: '7' },
];

describe('createSseParser', () => {
  it('reads events, comments, multi-line data and every line ending', () => {
    expect(parseInPieces(stream, [])).toEqual(expected);
  });

  it('gives the same events however the stream is split', () => {
    // Every single cut point, including between \r and \n, and one character at a time.
    for (let cut = 1; cut < stream.length; cut += 1) {
      expect(parseInPieces(stream, [cut])).toEqual(expected);
    }
    const everyCharacter = Array.from({ length: stream.length - 1 }, (_, i) => i + 1);
    expect(parseInPieces(stream, everyCharacter)).toEqual(expected);
  });

  it('dispatches a last event the server did not end with a blank line', () => {
    expect(parseInPieces('data: tail', [])).toEqual([{ event: 'message', data: 'tail' }]);
  });

  it('drops a byte order mark at the start only', () => {
    expect(parseInPieces('\uFEFFdata: a\n\ndata: \uFEFFb\n\n', [])).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: '\uFEFFb' },
    ]);
  });

  it('skips events without data', () => {
    expect(parseInPieces('event: ping\n\n: comment\n\n', [3])).toEqual([]);
  });
});
