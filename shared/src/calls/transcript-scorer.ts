import type { CallOutcome } from '../scoring/lead-score';
import { parseTranscript, type TranscriptLine } from './transcript';
import { type Evidence, gatherEvidence, type Hit } from './transcript-evidence';
import { NEGATIVE_WORDS, NEGATORS, POSITIVE_WORDS } from './transcript-lexicon';

/**
 * # The built-in transcript scorer
 *
 * Used when no LLM key is set, and for every demo call; it must be right on calls nobody tuned it
 * on, so it reads general cues rather than remembered sentences, and it explains itself by
 * construction (each cue is a phrase in transcript-lexicon.ts with a weight).
 *
 * Why it is built this way:
 * - Only the lead's words are evidence. An AI that pitches well must not make a call look good;
 *   the AI's last question is used only to read a bare "yes", "no" or a time ("yes" to "shall I
 *   book a demo?" is interest; "no" to "is this a good time?" is "call me later").
 * - Text is normalised first (transcript-normalise.ts), so "dont", "don't" and "do not", or
 *   "baad mein" and "later", are one phrase, and "no problem" never reads as a refusal.
 * - Negation has a scope: "not" up to five words before a phrase flips it, two negations cancel
 *   ("not that I am not interested"), Hindi negation after the phrase counts ("interested nahi").
 *   A conditional ("not sure if we are interested") weakens a phrase instead.
 * - Later words weigh more (up to 2.5 times the first clause), and the clause after "but" or
 *   "actually" a quarter more: people change their minds during a call, and what they say last is
 *   what the next step should follow. "Sounds good... actually no, not interested" is a refusal.
 * - Four tallies decide: interest (wanting it, buying signals, small yeses), refusal (refusals,
 *   "do not call", the wrong person, already a customer), callback (a time, being busy, "call me
 *   later") and hedging ("maybe", "let me check with my boss", "send me the details"). A hedge is
 *   a polite deferral when that is all there is, so it counts as callback: someone has to follow
 *   up, and nothing says the lead wants it yet. After real interest (a price question, "sounds
 *   good") a hedge is procedure (who signs off, where to send the quote), so half of it counts as
 *   interest instead. A lead who booked a demo or asked for a quote and then asks to be called at
 *   a time is interested: the call is how the purchase goes on.
 * - No answer is a call where nobody live spoke: no lead line, or only a recording (voicemail,
 *   the operator's "switched off", "not reachable", "the number you have dialled"), or only
 *   "hello? hello?". A recorded greeting's "I will call you back" is not a callback.
 * - The wrong person is not interested with a score near zero: nobody on this line can buy, and
 *   a callback would call the same wrong person again. Already a customer (of us or of a
 *   competitor) is not interested unless the lead then shows interest, which comes later and
 *   weighs more.
 * - With no cue at all from a lead who did talk, the call showed no interest: not interested,
 *   with low confidence.
 *
 * aiScore is lead quality consistent with the outcome: interested 60-98 (more with buying
 * signals and engagement, less with objections), callback 35-65 (more with interest), not
 * interested 0-30 ("do not call" and the wrong person lowest), no answer 0. Engagement is how much
 * the lead said and asked. Confidence is the margin of the winning tally over the next and how
 * much evidence there is; thin or conflicting evidence is near 0.4, a clear recording near 1.
 */
export const TRANSCRIPT_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type TranscriptSentiment = (typeof TRANSCRIPT_SENTIMENTS)[number];

export interface TranscriptScore {
  outcome: CallOutcome;
  sentiment: TranscriptSentiment;
  /** Integer 0..100. */
  aiScore: number;
  /** 0..1, four decimals (the spec's decimal 5,4). */
  confidence: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

type Tally = Record<Hit['cue'], number>;

const tally = (evidence: Evidence): Tally => {
  const sums: Tally = {
    interest: 0,
    buying: 0,
    engage: 0,
    refuse: 0,
    hard: 0,
    wrong: 0,
    customer: 0,
    callback: 0,
    hedge: 0,
    voicemail: 0,
  };
  const last = Math.max(1, evidence.clauses - 1);
  for (const hit of evidence.hits) {
    const recency = evidence.clauses <= 1 ? 1 : 1 + (1.5 * hit.position) / last;
    sums[hit.cue] += hit.weight * recency * (hit.contrast ? 1.25 : 1);
  }
  // Small yeses saturate: an hour of "okay, go on" is politeness, not a purchase.
  sums.engage = Math.min(sums.engage, 4);
  return sums;
};

interface Decision {
  outcome: CallOutcome;
  interest: number;
  refusal: number;
  callback: number;
  /** The refusal kind that weighs most, for the score. */
  refusalKind: 'hard' | 'wrong' | 'customer' | 'refuse';
}

const lastPosition = (hits: Hit[], test: (hit: Hit) => boolean) =>
  hits.reduce((last, hit) => (test(hit) ? Math.max(last, hit.position) : last), -1);

const decide = (evidence: Evidence, t: Tally): Decision => {
  const wanting = t.interest + t.buying;
  // A few "okay"s alone are politeness, not interest.
  let interest = wanting === 0 && t.engage < 3 ? 0 : wanting + t.engage;
  const refusal = t.refuse + t.hard + t.wrong + t.customer;
  let callback = t.callback;
  if (wanting >= 1.5 && interest > refusal) interest += t.hedge / 2;
  else callback += t.hedge;
  const kinds = (['hard', 'wrong', 'customer', 'refuse'] as const).map((k) => [k, t[k]] as const);
  const refusalKind = kinds.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  const base = { interest, refusal, callback, refusalKind };
  const top = Math.max(interest, refusal, callback);
  if (top === 0) return { ...base, outcome: 'not_interested' };
  if (interest === top) return { ...base, outcome: 'interested' };
  if (refusal === top) return { ...base, outcome: 'not_interested' };
  const committed = lastPosition(evidence.hits, (h) => h.cue === 'buying' && h.weight >= 3.5);
  const refusedAfter = lastPosition(evidence.hits, (h) =>
    ['refuse', 'hard', 'wrong', 'customer'].includes(h.cue),
  );
  if (committed >= 0 && refusedAfter < committed && interest >= callback / 2) {
    return { ...base, outcome: 'interested' };
  }
  return { ...base, outcome: 'callback' };
};

const engagementOf = (evidence: Evidence) =>
  0.6 * Math.min(1, Math.log2(1 + evidence.leadWords) / 8) +
  0.4 * (Math.min(3, evidence.leadQuestions) / 3);

const REFUSAL_BASE = { hard: 2, wrong: 3, customer: 12, refuse: 14 } as const;

const aiScoreOf = (d: Decision, t: Tally, evidence: Evidence): number => {
  const engagement = engagementOf(evidence);
  const all = d.interest + d.refusal + d.callback;
  const interestShare = all === 0 ? 0 : d.interest / all;
  switch (d.outcome) {
    case 'interested': {
      const strength = 1 - Math.exp(-(t.interest + t.buying) / 6);
      const conflict = d.refusal / (d.interest + d.refusal);
      return Math.round(clamp(62 + 22 * strength + 10 * engagement - 10 * conflict, 60, 98));
    }
    case 'callback':
      return Math.round(clamp(38 + 16 * interestShare + 8 * engagement, 35, 65));
    case 'not_interested': {
      const base = all === 0 ? 15 : REFUSAL_BASE[d.refusalKind];
      const lift = d.refusalKind === 'hard' || d.refusalKind === 'wrong' ? 3 : 8;
      return Math.round(clamp(base + lift * (engagement + interestShare), 0, 30));
    }
    default:
      return 0;
  }
};

const confidenceOf = (d: Decision): number => {
  const ranked = [d.interest, d.refusal, d.callback].sort((a, b) => b - a);
  const top = ranked[0] ?? 0;
  const second = ranked[1] ?? 0;
  if (top === 0) return 0.3;
  const margin = (top - second) / top;
  const amount = 1 - Math.exp(-top / 5);
  return clamp(0.35 + 0.4 * margin + 0.23 * amount, 0, 0.98);
};

const sentimentOf = (d: Decision, t: Tally, evidence: Evidence): TranscriptSentiment => {
  // Buying questions alone are neutral in tone; saying they want it is warm.
  let score = {
    interested: t.interest > 0 ? 1 : 0.5,
    callback: 0,
    not_interested: -0.5,
    no_answer: 0,
  }[d.outcome];
  // A hard refusal leans negative; its words decide how far ("please remove us, thank you").
  if (t.hard > 0) score -= 0.5;
  for (const { text: said } of evidence.texts) {
    const text = said.replace(GREETINGS, ' ');
    for (const match of text.matchAll(POSITIVE_WORDS)) {
      if (match[0] === 'thank you') {
        score += 0.5;
        continue;
      }
      const before = text
        .slice(0, match.index ?? 0)
        .split(' ')
        .slice(-3);
      score += before.some((w) => NEGATORS.has(w)) ? -0.5 : 1;
    }
    score -= [...text.matchAll(NEGATIVE_WORDS)].length;
  }
  return score >= 1 ? 'positive' : score <= -1 ? 'negative' : 'neutral';
};

/** "Good morning" and "happy with what we have" say nothing about this call. */
const GREETINGS = /\bgood (morning|afternoon|evening|day|night)\b|\bhappy with\b/g;

const noAnswer = (confidence: number): TranscriptScore => ({
  outcome: 'no_answer',
  sentiment: 'neutral',
  aiScore: 0,
  confidence,
});

export const scoreTranscriptLines = (lines: readonly TranscriptLine[]): TranscriptScore => {
  if (lines.length === 0) return noAnswer(0.99);
  if (!lines.some((l) => l.speaker === 'lead' && l.message.trim() !== '')) return noAnswer(0.95);
  const evidence = gatherEvidence(lines);
  if (!evidence.live && evidence.hits.every((h) => h.cue === 'engage')) {
    return noAnswer(evidence.recording >= 3 ? 0.97 : evidence.recording > 0 ? 0.9 : 0.8);
  }
  const t = tally(evidence);
  const decision = decide(evidence, t);
  return {
    outcome: decision.outcome,
    sentiment: sentimentOf(decision, t, evidence),
    aiScore: aiScoreOf(decision, t, evidence),
    confidence: round4(confidenceOf(decision)),
  };
};

/** The transcript text (`Speaker: message` lines) in, the call's outcome and scores out. */
export const scoreTranscript = (text: string): TranscriptScore =>
  scoreTranscriptLines(parseTranscript(text));
