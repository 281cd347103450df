/**
 * Where a real call's transcript lines go. ConversationRelay sends a call's frames in the
 * conversation's order, but API Gateway runs a Lambda per frame, so frames of one call are
 * handled (and their lines written) in any order: a slow greeting, or an agent reply written
 * after the lead already answered it. So each line carries a key from when API Gateway received
 * the frame it comes from (`requestTimeEpoch`, in the conversation's order), and lines are kept
 * sorted by it: the greeting first, a lead's line at its prompt, the agent's reply right after
 * the prompt it answers. The keys sit beside the transcript (one per line); a transcript written
 * before them counts as one block at the start.
 */

/** The greeting (ConversationRelay's `welcomeGreeting`) comes before everything the lead says. */
export const GREETING_KEY = 0;

/** A frame's own line (the lead's words, a keypress, an interruption). */
export const frameLineKey = (receivedAt: number) => receivedAt * 2;
/** The agent's answer to the frame received at `receivedAt`: after it, before the next frame. */
export const replyLineKey = (receivedAt: number) => receivedAt * 2 + 1;

export interface PlacedTranscript {
  transcript: string;
  keys: number[];
}

const linesOf = (transcript: string | null) => (transcript ? transcript.split('\n') : []);

/** The stored lines with their keys; lines stored without keys keep their place at the start. */
const keyed = (transcript: string | null, keys: readonly number[] | undefined) => {
  const lines = linesOf(transcript);
  return {
    lines,
    keys: keys && keys.length === lines.length ? [...keys] : lines.map(() => GREETING_KEY),
  };
};

/** Inserts `lines` with `key` after every line whose key is not greater (ties keep arrival order). */
export const placeLines = (
  transcript: string | null,
  storedKeys: readonly number[] | undefined,
  lines: readonly string[],
  key: number,
): PlacedTranscript => {
  const current = keyed(transcript, storedKeys);
  let at = current.keys.findIndex((k) => k > key);
  if (at === -1) at = current.lines.length;
  current.lines.splice(at, 0, ...lines);
  current.keys.splice(at, 0, ...lines.map(() => key));
  return { transcript: current.lines.join('\n'), keys: current.keys };
};

/**
 * What an interruption at `key` leaves: the agent's line it cut (the one just before it, when
 * already written) becomes what the lead heard of it; otherwise that is placed at the key.
 */
export const placeInterruption = (
  transcript: string | null,
  storedKeys: readonly number[] | undefined,
  heard: string,
  key: number,
): PlacedTranscript => {
  const current = keyed(transcript, storedKeys);
  let at = current.keys.findIndex((k) => k > key);
  if (at === -1) at = current.lines.length;
  const before = current.lines[at - 1];
  if (before?.startsWith('AI: ')) {
    current.lines[at - 1] = heard;
    return { transcript: current.lines.join('\n'), keys: current.keys };
  }
  return placeLines(transcript, storedKeys, [heard], key);
};
