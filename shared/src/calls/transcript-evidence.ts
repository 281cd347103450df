import type { TranscriptLine } from './transcript';
import { CONDITIONALS, type Cue, EMPTY_TALK, LEXICON, NEGATORS } from './transcript-lexicon';
import { type Clause, normaliseText, splitClauses } from './transcript-normalise';

/**
 * Evidence from the lead's words. The AI's lines are never evidence: they only say what a short
 * answer means ("yes" to "would you like a demo?" is interest, "yes" to "am I speaking with
 * Priya?" is nothing, "no" to "is this a good time?" is a request to call later).
 */
export interface Hit {
  cue: Cue;
  weight: number;
  /** Order of the clause among the lead's clauses: later clauses count for more. */
  position: number;
  contrast: boolean;
}

export interface Evidence {
  hits: Hit[];
  /** Lead clauses read (the recency scale). */
  clauses: number;
  /** Strength of recorded-message evidence on lines with nothing live in them. */
  recording: number;
  /** The lead said something beyond greetings, fillers and line trouble. */
  live: boolean;
  leadWords: number;
  leadQuestions: number;
  /** The normalised lead clauses, for sentiment. */
  texts: { text: string; position: number }[];
}

type AskKind = 'offer' | 'callback' | 'goodtime' | 'badtime' | 'identity' | 'greeting' | 'other';

const ASKS: readonly (readonly [RegExp, AskKind])[] = [
  [
    /\b((is|would) (this|it|now) (a )?(good|right|convenient|okay) time|(sahi|okay|accha|good) time (hai|h)|baat (kar sakte|karne ka)|do you have (a |few |a few |two |2 |couple of |a couple of )?(minute|minutes|moment|moments|second|seconds)|can (we|i) (talk|speak|take)|are you free|got a (minute|moment)|can you talk|is now okay)\b/,
    'goodtime',
  ],
  [/\b(bad time|catch you at a bad|are you busy)\b/, 'badtime'],
  [
    /\b((can|may|shall|should|could) (i|we) (call|follow up|ring|reach|try|contact|check)( with)? (you )?(back|later|again|next|tomorrow|in|on|after|this)|follow up (with you )?(next|later|in|on|after)|call (you )?(back|later|again)|better time|good time to (call|reach|talk|speak)|when (can|should|shall|may|could) (i|we) (call|reach|contact|speak|talk|follow)|convenient time|what time|when (would|will|is) (it )?(be )?(a )?(good|better|convenient|suitable)|kaun ?sa time|kab (call|baat|phone))\b/,
    'callback',
  ],
  [
    /\b(am i (speaking|talking) (to|with)|is (this|that) (mr|mrs|ms|miss|dr)?\s?[a-z]+\??$|speaking with|may i speak|can i speak|is this the right number|are you [a-z]+\s?\??$)\b/,
    'identity',
  ],
  [/\b(how are you|how is it going|how are things|how do you do)\b/, 'greeting'],
  [
    /\b(would you|shall i|should i|can i|may i|could i|do you want|are you interested|interested|like (me )?to|want (me )?to|demo|sign up|go ahead|proceed|sound good|sounds good|work for you|how about|book|schedule|try|does that|okay with|fine with|chahenge|chahengi|chahte hain|chahoge)\b/,
    'offer',
  ],
];

const askOf = (aiTurn: string | null): AskKind => {
  if (aiTurn === null) return 'other';
  const sentences = aiTurn.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '');
  const asked = sentences.filter((s) => s.includes('?'));
  const last = asked[asked.length - 1] ?? sentences[sentences.length - 1] ?? '';
  const text = normaliseText(last);
  for (const [pattern, kind] of ASKS) if (pattern.test(text)) return kind;
  return 'other';
};

const YES =
  /^(yes|okay|sure|definitely|fine|can|right|correct|absolutely|please|go ahead|yes please|of course|tell me)( (yes|okay|sure|please|definitely|fine|can|tell me))*$/;
const OKAY = /^(okay|fine|right)( okay)*$/;
const PROPOSAL =
  /\b(shall i|should i|can i|may i|let me|chahenge|chahengi|chahoge|bhej (dein|du|doon|dun)|(book|schedule|fix) kar (dein|du|doon|dun)|i will (book|send|schedule|set)|how about|does (that|it|\w+ \w+) work|works for you|book|schedule|send you|set (you|it) up|sign you up)\b/;
const MEETING =
  /\b(demo|meeting|trial|walkthrough|presentation|session|appointment|visit|onboarding|setup|install\w*|training|kick ?off)\b/;
const NO =
  /^(no|nahi|not really|not at all|no no|can not|not|nahi nahi|never)( (no|nahi|thank you))*$/;

const ANSWERS: Record<
  AskKind,
  { yes: Hit['cue'] | null; yesW: number; no: Cue | null; noW: number }
> = {
  offer: { yes: 'interest', yesW: 2, no: 'refuse', noW: 2 },
  callback: { yes: 'callback', yesW: 2, no: 'refuse', noW: 1.5 },
  goodtime: { yes: 'engage', yesW: 0.5, no: 'callback', noW: 1.8 },
  badtime: { yes: 'callback', yesW: 1.8, no: 'engage', noW: 0.5 },
  identity: { yes: null, yesW: 0, no: 'wrong', noW: 2.5 },
  greeting: { yes: null, yesW: 0, no: null, noW: 0 },
  other: { yes: 'engage', yesW: 0.5, no: 'refuse', noW: 0.8 },
};

const TIME =
  /\b(tomorrow|day after tomorrow|tonight|next (week|month|quarter|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (evening|afternoon|weekend|week|month)|(in the|by) (morning|evening|afternoon)|evening|afternoon|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|after (lunch|\d+|diwali|holi|eid|pongal|onam|christmas|new year|the holidays|the festival|my meeting|this|that|some days)|before \d+|at \d+|\d+ (am|pm|o'clock)|in (a|an|one|two|three|few|a few|\d+|couple of|a couple of) (minutes?|hours?|days?|weeks?|months?)|few (days|weeks|months)|end of (the )?(month|week|quarter|year)|january|february|march|april|june|july|august|september|october|november|december|\d+(st|nd|rd|th))\b/;

const tokensOf = (text: string) => text.split(' ').filter((t) => t !== '');
const POST_NEGATION = /^(?:\s*(?:hai|hoon|hu|hain|ho|h|at all|really))*\s*(nahi|not)\b/;

/** Negations in reach of a phrase: "not" and "never" up to five words before, "no" up to two (a
 * leading "no, I am not interested" is an answer, not a second negation), "nahi" just after. */
const negationsBefore = (before: string[]): number => {
  let count = 0;
  const reach = before.slice(-5);
  reach.forEach((token, i) => {
    if (!NEGATORS.has(token)) return;
    if (token === 'no' && reach.length - i > 2) return;
    count += 1;
  });
  return count;
};

const clauseHits = (clause: Clause): { cue: Cue; weight: number }[] => {
  const hits: { cue: Cue; weight: number }[] = [];
  const text = clause.text.replace(/\bno (one|body)\b/g, 'nobody');
  for (const { pattern, cue, weight, negated } of LEXICON) {
    for (const match of text.matchAll(pattern)) {
      const index = match.index ?? 0;
      const before = tokensOf(text.slice(0, index));
      const after = text.slice(index + match[0].length);
      const negations = negationsBefore(before) + (POST_NEGATION.test(after) ? 1 : 0);
      const damped = before.slice(-5).some((t) => CONDITIONALS.has(t)) ? 0.4 : 1;
      if (negated && negations % 2 === 1)
        hits.push({ cue: negated[0], weight: negated[1] * damped });
      else if (weight > 0) hits.push({ cue, weight: weight * damped });
    }
  }
  // "Out of our price range": a price named in an objection is not a buying signal.
  if (hits.some((h) => h.cue === 'refuse'))
    return hits.filter((h) => h.cue !== 'buying' || h.weight > 2);
  return hits;
};

/** The last 16,000 characters of the lead's words (a 20-minute call has fewer): later words decide,
 * and a 1 MB transcript stays cheap. */
const MAX_LEAD_CHARS = 16_000;

interface Turn {
  message: string;
  ask: AskKind;
  /** The AI proposed an action, so "okay" agrees to it. */
  proposal: boolean;
  /** The AI asked about a meeting (a demo, a visit): a time in answer books it. */
  meeting: boolean;
}

const leadTurns = (lines: readonly TranscriptLine[]): Turn[] => {
  const turns: Turn[] = [];
  let lastAi: string | null = null;
  let budget = MAX_LEAD_CHARS;
  const reversed: { message: string; aiBefore: string | null }[] = [];
  for (const line of lines) {
    if (line.speaker === 'ai') lastAi = line.message;
    else reversed.push({ message: line.message, aiBefore: lastAi });
  }
  for (let i = reversed.length - 1; i >= 0 && budget > 0; i -= 1) {
    const turn = reversed[i];
    if (!turn) continue;
    const message = turn.message.length > budget ? turn.message.slice(-budget) : turn.message;
    budget -= message.length;
    const proposal = turn.aiBefore !== null && PROPOSAL.test(normaliseText(turn.aiBefore));
    const meeting = turn.aiBefore !== null && MEETING.test(normaliseText(turn.aiBefore));
    turns.push({ message, ask: askOf(turn.aiBefore), proposal, meeting });
  }
  return turns.reverse();
};

export const gatherEvidence = (lines: readonly TranscriptLine[]): Evidence => {
  const evidence: Evidence = {
    hits: [],
    clauses: 0,
    recording: 0,
    live: false,
    leadWords: 0,
    leadQuestions: 0,
    texts: [],
  };
  for (const turn of leadTurns(lines)) {
    const clauses = splitClauses(normaliseText(turn.message));
    const found = clauses.map((clause) => ({ clause, hits: clauseHits(clause) }));
    const all = found.flatMap((f) => f.hits);
    const recorded = all.filter((h) => h.cue === 'voicemail').reduce((s, h) => s + h.weight, 0);
    const other = all.filter((h) => h.cue !== 'voicemail' && h.cue !== 'engage');
    // A recorded greeting says "call you back" and "not available": none of it is the lead's.
    if (recorded >= 3 || (recorded > 0 && other.length === 0)) {
      evidence.recording += recorded;
      continue;
    }
    const polar = (cues: Cue[]) => all.some((h) => cues.includes(h.cue));
    found.forEach(({ clause, hits }, i) => {
      const position = evidence.clauses + i;
      const add = (cue: Cue, weight: number) =>
        evidence.hits.push({ cue, weight, position, contrast: clause.contrast });
      evidence.texts.push({ text: clause.text, position });
      const words = tokensOf(clause.text).length;
      evidence.leadWords += words;
      if (!EMPTY_TALK.test(clause.text)) evidence.live = true;
      if (clause.question) evidence.leadQuestions += 1;
      for (const hit of hits) add(hit.cue, hit.weight);
      // A bare yes or no is read with the AI's question; "no, tell me more" is not a refusal.
      const answer = ANSWERS[turn.ask];
      const yes = i === 0 && YES.test(clause.text);
      const no = i === 0 && NO.test(clause.text);
      if (yes && answer.yes && !polar(['refuse', 'hard', 'wrong', 'customer'])) {
        // "Okay" agrees to a proposal ("shall I book it?") but only acknowledges an opinion asked.
        const nod = OKAY.test(clause.text) && turn.ask === 'offer' && !turn.proposal;
        if (nod) add('engage', 0.5);
        else add(answer.yes, answer.yesW);
        evidence.live = true;
      }
      if (no && answer.no && !polar(['interest', 'buying', 'engage', 'callback'])) {
        add(answer.no, answer.noW);
        evidence.live = true;
      }
      // A time alone answers the question asked: when to call, or when to meet.
      if (TIME.test(clause.text) && !hits.some((h) => h.cue === 'callback' || h.cue === 'buying')) {
        if (/\b(call|ring|phone|talk|speak|reach|contact)\b/.test(clause.text)) add('callback', 2);
        else if (turn.ask === 'offer' && turn.meeting) add('buying', 1.2);
        else add('callback', turn.ask === 'callback' ? 2 : 1.2);
      }
    });
    evidence.clauses += clauses.length;
  }
  return evidence;
};
