/** How long each step of a fake Exotel call takes (`startExotelFake({ timing })`). */
export interface ExotelCallTiming {
  /**
   * Wall-clock milliseconds for 100 ms of call audio: 100 is real time, 5 is twenty times faster.
   * Every other audio duration below is in call time and scales with it.
   */
  frameMs: number;
  /** From the request until the lead's phone rings (wall clock). */
  ringMs: number;
  /** Ringing until the lead picks up or the line is busy (wall clock). */
  answerMs: number;
  /** Ringing before no-answer, bounded by the call's TimeOut too (wall clock). */
  noAnswerMs: number;
  /** Call time of quiet after the agent's reply has played before the lead speaks again. */
  leadReplyMs: number;
  /** Call time the lead waits for the agent to say anything before hanging up. */
  quietHangUpMs: number;
}

export const DEFAULT_EXOTEL_TIMING: ExotelCallTiming = {
  frameMs: 100,
  ringMs: 100,
  answerMs: 400,
  noAnswerMs: 1_500,
  leadReplyMs: 700,
  quietHangUpMs: 8_000,
};
