import type { RelayTiming } from './relay-session';

/** How long each step of a fake call takes (`startTwilioFake({ timing })`). */
export interface CallTiming extends RelayTiming {
  /** queued → initiated → ringing, each step. */
  ringMs: number;
  /** Ringing until the lead picks up (or the line is busy). */
  answerMs: number;
  /** Ringing before no-answer (bounded by the call's Timeout too). */
  noAnswerMs: number;
  /** After the answer, until the asynchronous answering-machine detection reports. */
  amdMs: number;
  /** Longest a `<Say>` or `<Pause>` holds the call. */
  maxVerbMs: number;
}

/** Fast enough for tests, slow enough to watch on the local stack. */
export const DEFAULT_CALL_TIMING: CallTiming = {
  ringMs: 100,
  answerMs: 400,
  noAnswerMs: 1_500,
  amdMs: 300,
  leadReplyMs: 150,
  quietHangUpMs: 5_000,
  maxVerbMs: 1_000,
};
