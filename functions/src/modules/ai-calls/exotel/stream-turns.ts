/**
 * Who holds the floor on an Exotel call, frame by frame: the lead's turns cut from the audio by
 * its loudness (a voice activity detector over the 100 ms frames AgentStream sends), pure and
 * serialisable, so each frame's invocation folds it into the state the last one left (frames are
 * folded in their sequence order, whatever order they were handled in).
 */
export interface TurnState {
  /** The last frame folded in (its sequence number); -1 before any. */
  lastSeq: number;
  /** The lead is speaking (a loud run long enough to count). */
  speaking: boolean;
  loudMs: number;
  silentMs: number;
  speechMs: number;
  /** Where the utterance being spoken began (with a little before it), or null. */
  fromSeq: number | null;
}

export interface TurnOptions {
  /** RMS level above which a frame is voice. */
  threshold: number;
  /** Voice this long starts a turn (and barges in on the agent). */
  startMs: number;
  /** Silence this long ends the lead's turn. */
  endSilenceMs: number;
  /** A turn shorter than this is a click or a cough, dropped. */
  minSpeechMs: number;
  /** Frames kept before the first loud one (the start of a word is quiet). */
  preRollFrames: number;
  /** A turn this long is cut here, heard and answered even if the lead goes on. */
  maxSpeechMs: number;
}

export const TURN_OPTIONS: TurnOptions = {
  threshold: 500,
  startMs: 200,
  endSilenceMs: 600,
  minSpeechMs: 200,
  preRollFrames: 2,
  maxSpeechMs: 30_000,
};

export const NEW_TURN_STATE: TurnState = {
  lastSeq: -1,
  speaking: false,
  loudMs: 0,
  silentMs: 0,
  speechMs: 0,
  fromSeq: null,
};

export type TurnEvent =
  /** The lead began to speak: the agent stops if it is speaking (barge-in). */
  | { kind: 'speech-start'; seq: number }
  /** The lead's turn is over: frames fromSeq..toSeq hold it. */
  | { kind: 'turn'; fromSeq: number; toSeq: number; speechMs: number };

export interface LevelFrame {
  seq: number;
  level: number;
  ms: number;
}

/** Folds frames (in sequence order, each after the state's last) in; answers what happened. */
export const foldFrames = (
  state: TurnState,
  frames: readonly LevelFrame[],
  options: TurnOptions = TURN_OPTIONS,
): { state: TurnState; events: TurnEvent[] } => {
  let s = { ...state };
  const events: TurnEvent[] = [];
  for (const frame of frames) {
    if (frame.seq <= s.lastSeq) continue;
    s.lastSeq = frame.seq;
    const loud = frame.level >= options.threshold;
    if (loud) {
      s.loudMs += frame.ms;
      s.silentMs = 0;
      if (s.fromSeq === null) s.fromSeq = Math.max(0, frame.seq - options.preRollFrames);
      s.speechMs += frame.ms;
      if (!s.speaking && s.loudMs >= options.startMs) {
        s.speaking = true;
        events.push({ kind: 'speech-start', seq: frame.seq });
      }
    } else {
      s.loudMs = 0;
      if (s.fromSeq !== null) s.silentMs += frame.ms;
    }
    const ended = s.fromSeq !== null && s.silentMs >= options.endSilenceMs;
    const tooLong = s.fromSeq !== null && s.speechMs >= options.maxSpeechMs;
    if (ended || tooLong) {
      if (s.speechMs >= options.minSpeechMs && s.fromSeq !== null) {
        events.push({ kind: 'turn', fromSeq: s.fromSeq, toSeq: frame.seq, speechMs: s.speechMs });
      }
      s = { ...NEW_TURN_STATE, lastSeq: frame.seq };
    }
  }
  return { state: s, events };
};

/** A frame missing this many frames behind the newest is taken as lost, not late. */
export const LOST_AFTER_FRAMES = 3;

/**
 * The frames to fold after `lastSeq`, in order: up to the first one missing (a frame still on its
 * way: its own handler folds on from it), unless it is far enough behind the newest to be lost.
 */
export const foldable = <T extends { seq: number }>(lastSeq: number, frames: readonly T[]): T[] => {
  const sorted = [...frames].sort((a, b) => a.seq - b.seq);
  const newest = sorted.at(-1)?.seq ?? lastSeq;
  const out: T[] = [];
  let expected = lastSeq + 1;
  for (const frame of sorted) {
    if (frame.seq < expected) continue;
    if (frame.seq > expected && newest - expected < LOST_AFTER_FRAMES) break;
    out.push(frame);
    expected = frame.seq + 1;
  }
  return out;
};
