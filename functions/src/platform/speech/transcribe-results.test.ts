import type { TranscriptResultStream } from '@aws-sdk/client-transcribe-streaming';
import { describe, expect, it } from 'vitest';
import { audioEventsOf, finalText, readResultEvent, utteranceEvents } from './transcribe-results';

/** An exception member as the SDK yields it: an error carrying Transcribe's `Message`. */
const exception = (name: string, Message: string) =>
  ({ [name]: { name, Message, message: Message } }) as unknown as TranscriptResultStream;

describe('Transcribe streaming at the protocol level', () => {
  it('reads partial and final results, skipping empty ones', () => {
    const read = readResultEvent({
      TranscriptEvent: {
        Transcript: {
          Results: [
            { IsPartial: true, Alternatives: [{ Transcript: 'Haan ' }] },
            { IsPartial: false, Alternatives: [{ Transcript: 'Haan, bataiye.' }] },
            { IsPartial: false, Alternatives: [{ Transcript: '' }] },
            { IsPartial: false, Alternatives: [] },
          ],
        },
      },
    });
    expect(read).toEqual({
      heard: [
        { text: 'Haan', final: false },
        { text: 'Haan, bataiye.', final: true },
      ],
    });
  });

  it('reads exceptions in the stream as refused or unreachable', () => {
    expect(readResultEvent(exception('BadRequestException', 'no audio for 15 s'))).toEqual({
      failure: {
        kind: 'refused',
        status: 400,
        code: 'BadRequestException',
        message: 'no audio for 15 s',
      },
    });
    expect(readResultEvent(exception('LimitExceededException', 'too many'))).toMatchObject({
      failure: { kind: 'refused', status: 429 },
    });
    expect(readResultEvent(exception('InternalFailureException', 'oops'))).toEqual({
      failure: { kind: 'unreachable', reason: 'oops' },
    });
  });

  it('sends frames as they are, cutting only what is longer than an event may be', () => {
    expect(audioEventsOf(Buffer.alloc(1600)).map((c) => c.length)).toEqual([1600]);
    expect(audioEventsOf(Buffer.alloc(0))).toEqual([]);
    expect(audioEventsOf(Buffer.alloc(40_000)).length).toBe(25);
    expect(utteranceEvents(Buffer.alloc(3300)).map((c) => c.length)).toEqual([1600, 1600, 100]);
  });

  it('joins the final texts of a turn', () => {
    expect(
      finalText([
        { text: 'Hello', final: false },
        { text: 'Hello, who is this?', final: true },
        { text: 'Haan.', final: true },
      ]),
    ).toBe('Hello, who is this? Haan.');
  });
});
