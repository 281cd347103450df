import { normaliseText } from './transcript-normalise';

/**
 * A lead's request never to be called again: in English, and in Hindi or Hinglish as our users'
 * leads say it ("call mat karo", "dobara call mat karna"; normaliseText reads "mat" as "nahi").
 * Narrower than the scorer's hard refusals: "waste of time" or "go away" end a call but are not a
 * request to stop calling, and "do not call me before 5" is a time, not a refusal.
 */
const DO_NOT_CALL: readonly RegExp[] = [
  /\b(do not|never|please do not|kindly do not) (ever )?(call|contact|phone|ring|bother|disturb) (me|us|this number|my number|here)( (again|any ?more|ever again|in future|back))?(?! (before|after|until|till|at|on|today|tomorrow|now|right now|between|in the))\b/,
  /\b(do not|never) (call|contact|phone|ring) (again|any ?more)\b/,
  /\bstop (calling|phoning|ringing|contacting|bothering)( me| us| this number| my number)?\b/,
  /\bno more calls\b/,
  /\b(remove|delete|erase|take) (me|us|my number|my name|our number|my details|this number)( off| out| from)? ?(of |from )?(your|the|this) (list|database|records|system|calling list)\b/,
  /\btake (me|us|my number) off\b/,
  /\b(put|add) (me|us|my number|this number) (on|in|to) (the |your )?(dnd|do not call|do not disturb)/,
  /\b(unsubscribe|opt ?out)\b/,
  /\b(i am|we are|my number is) (on|in|registered (on|in|under)) (the )?(dnd|do not call|do not disturb)/,
  /\b((dobara|phir se|phir|kabhi|again) )?(call|phone|ring) nahi (karo|karna|karein|kijiye|kare|karenge)\b/,
  /\bnahi (karo|karna) call\b/,
  /\b(dobara|phir se|phir|kabhi) (call|phone) (nahi|mat)\b/,
];

/** Whether the text asks never to be called again. */
export const asksDoNotCall = (said: string): boolean => {
  const text = normaliseText(said);
  return DO_NOT_CALL.some((pattern) => pattern.test(text));
};
