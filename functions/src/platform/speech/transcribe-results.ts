import type { TranscriptResultStream } from '@aws-sdk/client-transcribe-streaming';
import type { HeardText, SpeechFailure } from './speech-port';

/**
 * Transcribe's streaming protocol at the level our code meets it, kept pure for tests: how the
 * audio is cut into AudioEvents, and how its TranscriptResultStream reads as what the lead said.
 */

/** Transcribe asks for chunks of 50-200 ms; 100 ms of 8 kHz PCM is 1600 bytes. */
export const AUDIO_EVENT_BYTES = 1600;
/** Its limit on one AudioEvent's chunk. */
const MAX_AUDIO_EVENT_BYTES = 32_000;

/** A frame as AudioEvents: as it is, or cut when it is longer than Transcribe takes at once. */
export const audioEventsOf = (frame: Buffer, size = AUDIO_EVENT_BYTES): Buffer[] => {
  if (frame.length <= MAX_AUDIO_EVENT_BYTES) return frame.length ? [frame] : [];
  const out: Buffer[] = [];
  for (let at = 0; at < frame.length; at += size) out.push(frame.subarray(at, at + size));
  return out;
};

/** An utterance (turn by turn) as AudioEvents of 100 ms. */
export const utteranceEvents = (pcm: Buffer): Buffer[] => {
  const out: Buffer[] = [];
  for (let at = 0; at < pcm.length; at += AUDIO_EVENT_BYTES) {
    out.push(pcm.subarray(at, at + AUDIO_EVENT_BYTES));
  }
  return out;
};

/**
 * One event of the result stream: the texts it carries (partial or final, channel 0's first
 * alternative), or the failure it reports. Empty results (silence) carry nothing.
 */
export const readResultEvent = (
  event: TranscriptResultStream,
): { heard: HeardText[] } | { failure: SpeechFailure } => {
  if (event.TranscriptEvent) {
    const heard: HeardText[] = [];
    for (const result of event.TranscriptEvent.Transcript?.Results ?? []) {
      const text = result.Alternatives?.[0]?.Transcript?.trim() ?? '';
      if (text) heard.push({ text, final: result.IsPartial !== true });
    }
    return { heard };
  }
  const members = event as unknown as Record<
    string,
    { Message?: string; message?: string } | undefined
  >;
  for (const [code, status] of [
    ['BadRequestException', 400],
    ['LimitExceededException', 429],
    ['ConflictException', 409],
  ] as const) {
    const member = members[code];
    if (member) {
      return {
        failure: {
          kind: 'refused',
          status,
          code,
          message: member.Message ?? member.message ?? code,
        },
      };
    }
  }
  const failed = members.InternalFailureException ?? members.ServiceUnavailableException;
  if (failed) {
    return {
      failure: { kind: 'unreachable', reason: failed.Message ?? failed.message ?? 'failed' },
    };
  }
  return { heard: [] };
};

/** The final texts of a turn, joined: what a turn-by-turn transcription answers. */
export const finalText = (heard: readonly HeardText[]): string =>
  heard
    .filter((h) => h.final)
    .map((h) => h.text)
    .join(' ')
    .trim();
