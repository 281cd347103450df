import { parseCallbackTime } from '@salesflow/shared/calls/callback-time';
import { asksDoNotCall } from '@salesflow/shared/calls/do-not-call';
import { gatherEvidence } from '@salesflow/shared/calls/transcript-evidence';
import type { Cue } from '@salesflow/shared/calls/transcript-lexicon';
import { normaliseText } from '@salesflow/shared/calls/transcript-normalise';

/**
 * What the lead's last line says, read with the question the agent asked before it (the
 * transcript scorer's evidence: "no" to "is this a good time?" is "call me later").
 */
export interface LeadLine {
  doNotCall: boolean;
  /** A time named for a callback, as an instant; null when none. */
  callbackAt: string | null;
  /** Asks to talk another time (with or without a time). */
  wantsCallback: boolean;
  /** Not interested, the wrong person, or a hard refusal. */
  refuses: boolean;
  /** Kinds of objection the lexicon sees, for the generic answers. */
  price: boolean;
  hedge: boolean;
  hasSupplier: boolean;
  interested: boolean;
  /** Asks something (a question mark, a question word): the agent answers before going on. */
  question: boolean;
}

const PRICE = /\b(expensive|costly|budget|afford|cheaper|too much|price is high)\b/;
/** A hedge the generic answer fits: deferring, not just naming WhatsApp or email. */
const DEFER =
  /\b(send|think|check|discuss|ask|consult|maybe|not sure|let me|get back|will see|will let you know)\b/;
const CALL_WORDS = /\b(call|ring|phone|talk|speak|baat|later|busy|free|available|time)\b/;

const ENGLISH_ASK =
  /^(?:(?:so|and|but|okay|ok|also|then|well|yes|no|hello|hi|sir|madam|acha|accha|haan|ji)[\s,]+)*(?:what|whats|what's|how|why|when|where|which|who|whom|whose|is there|are there|is it|is this|are you|are they|do you|does it|does this|does your|did you|can you|can i|can we|could you|could i|will it|will you|would it|would you|have you|has it|should i|should we|may i|tell me)\b/;
/** Hindi question words, romanised and in Devanagari, anywhere in the line ("iska price kya hai"). */
const HINDI_ASK =
  /(?<![\p{L}\p{M}])(?:kya|kyaa|kitna|kitne|kitni|kaise|kaisa|kaisi|kab|kahan|kahaan|kaun|kaunsa|kaunsi|kyun|kyon|क्या|कितना|कितने|कितनी|कैसे|कैसा|कैसी|कब|कहाँ|कहां|कौन|कौनसा|क्यों)(?![\p{L}\p{M}])/u;

/** Whether the lead's line asks something. */
export const asksQuestion = (line: string): boolean => {
  const text = line.normalize('NFKC').toLowerCase().trim();
  return /[?？]/.test(text) || ENGLISH_ASK.test(text) || HINDI_ASK.test(text);
};

export const readLeadLine = (
  line: string,
  previousAi: string | null,
  clock: { now: Date; timeZone: string },
): LeadLine => {
  const evidence = gatherEvidence([
    ...(previousAi ? [{ speaker: 'ai' as const, message: previousAi }] : []),
    { speaker: 'lead', message: line },
  ]);
  const sum = (...cues: Cue[]) =>
    evidence.hits.filter((h) => cues.includes(h.cue)).reduce((s, h) => s + h.weight, 0);
  const refusal = sum('refuse', 'hard', 'wrong');
  const interest = sum('interest', 'buying');
  const callback = sum('callback');
  const text = normaliseText(line);
  const namedTime = parseCallbackTime(line, clock);
  const askedForTime =
    previousAi !== null &&
    /\b(better time|when|what time|kaun ?sa time|kab)\b/.test(normaliseText(previousAi));
  const wantsCallback =
    (callback > 0 && callback >= refusal && callback >= interest) ||
    (namedTime !== null && (CALL_WORDS.test(text) || askedForTime));
  const price = PRICE.test(text) && refusal > 0;
  return {
    doNotCall: asksDoNotCall(line),
    callbackAt: wantsCallback ? namedTime : null,
    wantsCallback,
    refuses: refusal > 0 && refusal > interest && refusal > callback && !price,
    price,
    hedge: sum('hedge') > 0 && sum('hedge') >= refusal && DEFER.test(text),
    hasSupplier: sum('customer') > 0,
    interested: interest > 0 && interest > refusal,
    question: asksQuestion(line),
  };
};
