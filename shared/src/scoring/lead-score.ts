import type { ContactSource } from '../contacts/contact-source';

/**
 * # The lead score model (version 1)
 *
 * A contact's score (0-100) is the sum of five factors, each with a ceiling, so the parts add to
 * at most 100 and every point can be explained:
 *
 * | factor             | max | from                                                            |
 * |--------------------|-----|-----------------------------------------------------------------|
 * | Profile            |  15 | phone 5, company 4, title 3, notes 3 (the email is always there) |
 * | Source             |  15 | referral 15, event 12, website 10, social media 7, cold call 5,  |
 * |                    |     | other 4, none 0                                                  |
 * | Title seniority    |  20 | owner/founder/CEO/C-level/MD/partner 20; VP/director/head 15;    |
 * |                    |     | manager/lead 10; staff titles 5; intern/student/trainee 2;       |
 * |                    |     | another title 3; none 0                                          |
 * | Engagement         |  35 | notes, calls, emails, WhatsApp 2 each (up to 8); call outcomes:  |
 * |                    |     | interested +8, callback +5, no answer 0, not interested -10      |
 * |                    |     | (together -10..+10); replies 4 each (up to 8); deals: the        |
 * |                    |     | furthest open stage (prospecting 4, qualification 8, proposal 12,|
 * |                    |     | closing 16) or a won deal 16; a lost deal alone adds nothing.    |
 * |                    |     | The sum is held within 0..35.                                    |
 * | Recency            |  15 | since the last contact: a day 15, a week 10, a month 5, three    |
 * |                    |     | months 2, longer 0; never contacted 0                            |
 *
 * A lead nothing is known of scores 0, the spec's default. A score typed by hand is kept as one more factor, "Adjusted by hand": its points are what was
 * typed minus what the model gave at that moment, so later evidence still moves the score and
 * the user's intent stays. The total is held within 0..100.
 *
 * The evidence is plain data (LeadEvidence). Later sources (AI call outcomes, email and WhatsApp
 * replies) add to the same counts; a new kind of evidence is a new optional field, and a change of
 * weights is a new LEAD_SCORE_VERSION.
 */
export const LEAD_SCORE_VERSION = 1;

export type ScoreFactorKey =
  | 'profile'
  | 'source'
  | 'seniority'
  | 'engagement'
  | 'recency'
  | 'adjustment';

export interface ScoreFactor {
  key: ScoreFactorKey;
  label: string;
  /** May be negative for the adjustment only. */
  points: number;
  /** The most this factor gives (for the adjustment: the points themselves). */
  max: number;
  /** Why, in words: "Phone, company and title given". */
  detail: string;
}

export const CALL_OUTCOMES = ['interested', 'callback', 'not_interested', 'no_answer'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const OPEN_STAGES = ['prospecting', 'qualification', 'proposal', 'closing'] as const;
export type OpenStage = (typeof OPEN_STAGES)[number];

/** What the contact's timeline and deals say; every count defaults to none. */
export interface EngagementEvidence {
  notes?: number;
  calls?: number;
  emails?: number;
  whatsapps?: number;
  /** Outcomes of calls, manual or AI. */
  callOutcomes?: Partial<Record<CallOutcome, number>>;
  /** Answers from the lead by email or WhatsApp (the messaging issues add them). */
  replies?: number;
  /** The furthest stage among its open deals; null without one. */
  furthestOpenStage?: OpenStage | null;
  wonDeals?: number;
  lostDeals?: number;
}

export interface LeadEvidence {
  phone: string | null;
  company: string | null;
  title: string | null;
  notes: string | null;
  source: ContactSource | null;
  createdAt: string;
  lastContactedAt: string | null;
  engagement: EngagementEvidence;
  /** Points typed by hand on top of the model (see above); null or absent: none. */
  adjustment?: number | null;
}

export interface LeadScore {
  /** 0..100, what the contact shows. */
  score: number;
  /** The model's own points, without the adjustment (0..100). */
  computed: number;
  factors: ScoreFactor[];
  version: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const has = (value: string | null) => value !== null && value.trim() !== '';
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const listed = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const PROFILE_FIELDS = [
  { field: 'phone', label: 'phone', points: 5 },
  { field: 'company', label: 'company', points: 4 },
  { field: 'title', label: 'title', points: 3 },
  { field: 'notes', label: 'notes', points: 3 },
] as const;

const profileFactor = (evidence: LeadEvidence): ScoreFactor => {
  const given = PROFILE_FIELDS.filter(({ field }) => has(evidence[field]));
  const missing = PROFILE_FIELDS.filter(({ field }) => !has(evidence[field]));
  const points = given.reduce((sum, { points }) => sum + points, 0);
  const detail =
    given.length === 0
      ? 'Only name and email'
      : missing.length === 0
        ? 'Phone, company, title and notes given'
        : `${capital(listed(given.map((f) => f.label)))} given; no ${listed(missing.map((f) => f.label))}`;
  return { key: 'profile', label: 'Profile completeness', points, max: 15, detail };
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const SOURCE_POINTS: Record<ContactSource, number> = {
  referral: 15,
  event: 12,
  website: 10,
  social_media: 7,
  cold_call: 5,
  other: 4,
};

const SOURCE_NAMES: Record<ContactSource, string> = {
  referral: 'Referral',
  event: 'Event',
  website: 'Website',
  social_media: 'Social media',
  cold_call: 'Cold call',
  other: 'Other',
};

const sourceFactor = (source: ContactSource | null): ScoreFactor => ({
  key: 'source',
  label: 'Source quality',
  points: source ? SOURCE_POINTS[source] : 0,
  max: 15,
  detail: source ? `${SOURCE_NAMES[source]} lead` : 'No source given',
});

/**
 * Seniority tiers, first match wins, matched on whole words of the title lowercased with dots
 * dropped ("C.E.O." is "ceo", "Co-Founder" is "co founder").
 */
const SENIORITY: readonly { points: number; name: string; words: RegExp }[] = [
  {
    points: 20,
    name: 'Owner or executive',
    words:
      /\b(owner|co ?owner|founder|co ?founder|ceo|cto|cfo|coo|cmo|cio|cro|cxo|chief|(?<!vice )president|chairman|chairperson|chairwoman|md|managing director|proprietor|partner|principal|entrepreneur)\b/,
  },
  {
    points: 15,
    name: 'Director or vice president',
    words:
      /\b(vp|svp|evp|avp|vice president|director|head|general manager|gm|country manager|regional manager)\b/,
  },
  {
    points: 10,
    name: 'Manager or lead',
    words: /\b(manager|mgr|lead|team lead|supervisor|superintendent)\b/,
  },
  {
    points: 2,
    name: 'Entry level',
    words: /\b(intern|internship|student|trainee|apprentice|fresher)\b/,
  },
  {
    points: 5,
    name: 'Individual contributor',
    words:
      /\b(executive|specialist|analyst|associate|officer|consultant|engineer|developer|representative|rep|coordinator|assistant|administrator|accountant|designer|agent|sales)\b/,
  },
];

const normaliseTitle = (title: string) =>
  ` ${title
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** The points a title earns, and the tier's name; exported for its own tests. */
export const titleSeniority = (title: string | null): { points: number; name: string } => {
  if (!title || !has(title)) return { points: 0, name: 'No title given' };
  const text = normaliseTitle(title);
  const tier = SENIORITY.find(({ words }) => words.test(text));
  return tier ? { points: tier.points, name: tier.name } : { points: 3, name: 'Other title' };
};

const seniorityFactor = (title: string | null): ScoreFactor => {
  const { points, name } = titleSeniority(title);
  return {
    key: 'seniority',
    label: 'Title seniority',
    points,
    max: 20,
    detail: has(title) ? `${name}: ${title?.trim()}` : name,
  };
};

const OUTCOME_POINTS: Record<CallOutcome, number> = {
  interested: 8,
  callback: 5,
  no_answer: 0,
  not_interested: -10,
};
const OUTCOME_NAMES: Record<CallOutcome, string> = {
  interested: 'interested',
  callback: 'callback',
  no_answer: 'no answer',
  not_interested: 'not interested',
};
const STAGE_POINTS: Record<OpenStage, number> = {
  prospecting: 4,
  qualification: 8,
  proposal: 12,
  closing: 16,
};

const engagementFactor = (e: EngagementEvidence): ScoreFactor => {
  const touches = [
    { n: e.notes ?? 0, word: 'note' },
    { n: e.calls ?? 0, word: 'call' },
    { n: e.emails ?? 0, word: 'email' },
    { n: e.whatsapps ?? 0, word: 'WhatsApp message' },
  ].filter(({ n }) => n > 0);
  const touchCount = touches.reduce((sum, { n }) => sum + n, 0);
  const touchPoints = Math.min(8, touchCount * 2);
  const outcomes = CALL_OUTCOMES.map((o) => ({ o, n: e.callOutcomes?.[o] ?? 0 })).filter(
    ({ n }) => n > 0,
  );
  const outcomePoints = clamp(
    outcomes.reduce((sum, { o, n }) => sum + OUTCOME_POINTS[o] * n, 0),
    -10,
    10,
  );
  const replies = e.replies ?? 0;
  const replyPoints = Math.min(8, replies * 4);
  const won = e.wonDeals ?? 0;
  const stage = e.furthestOpenStage ?? null;
  const dealPoints = Math.max(won > 0 ? 16 : 0, stage ? STAGE_POINTS[stage] : 0);
  const parts = [
    touches.length ? listed(touches.map(({ n, word }) => plural(n, word))) : null,
    outcomes.length
      ? `call outcomes: ${outcomes.map(({ o, n }) => `${OUTCOME_NAMES[o]} ×${n}`).join(', ')}`
      : null,
    replies ? plural(replies, 'reply', 'replies') : null,
    won ? plural(won, 'won deal') : null,
    stage ? `open deal at ${stage}` : null,
    !won && !stage && (e.lostDeals ?? 0) > 0 ? plural(e.lostDeals ?? 0, 'lost deal') : null,
  ].filter((p): p is string => p !== null);
  return {
    key: 'engagement',
    label: 'Engagement',
    points: clamp(touchPoints + outcomePoints + replyPoints + dealPoints, 0, 35),
    max: 35,
    detail: parts.length ? capital(parts.join('; ')) : 'No activity or deals yet',
  };
};

const DAY_MS = 24 * 3600 * 1000;

const recencyFactor = (evidence: LeadEvidence, now: Date): ScoreFactor => {
  const base = { key: 'recency' as const, label: 'Recency', max: 15 };
  const last = evidence.lastContactedAt;
  // Nothing known gives 0, the spec's default score: recency counts from a first contact.
  if (!last)
    return { ...base, points: 0, detail: `Not contacted yet (added ${day(evidence.createdAt)})` };
  const days = (now.getTime() - Date.parse(last)) / DAY_MS;
  const points = days <= 1 ? 15 : days <= 7 ? 10 : days <= 30 ? 5 : days <= 90 ? 2 : 0;
  return { ...base, points, detail: `Last contacted ${day(last)}` };
};

/** "on 2026-11-20": a date, not "3 days ago", so a stored explanation does not go stale. */
const day = (iso: string) => `on ${iso.slice(0, 10)}`;

const adjustmentFactor = (points: number): ScoreFactor => ({
  key: 'adjustment',
  label: 'Adjusted by hand',
  points,
  max: points,
  detail:
    points === 0
      ? 'A score was typed that matched the model'
      : `A score was typed ${Math.abs(points)} points ${points > 0 ? 'above' : 'below'} the model`,
});

/** The score of a lead from its evidence, as of `now`, with every factor's points. */
export const scoreLead = (evidence: LeadEvidence, now: Date): LeadScore => {
  const factors = [
    profileFactor(evidence),
    sourceFactor(evidence.source),
    seniorityFactor(evidence.title),
    engagementFactor(evidence.engagement),
    recencyFactor(evidence, now),
  ];
  const computed = clamp(
    factors.reduce((sum, f) => sum + f.points, 0),
    0,
    100,
  );
  const adjustment = evidence.adjustment ?? null;
  return {
    score: clamp(computed + (adjustment ?? 0), 0, 100),
    computed,
    factors: adjustment === null ? factors : [...factors, adjustmentFactor(adjustment)],
    version: LEAD_SCORE_VERSION,
  };
};

/** The adjustment that makes the model's `computed` points show as the `typed` score. */
export const adjustmentFor = (typed: number, computed: number): number => typed - computed;

/** A call's outcome as typed or reported ("Not interested", "no-answer"), or null if unknown. */
export const callOutcomeOf = (outcome: string | null): CallOutcome | null => {
  if (!outcome) return null;
  const token = outcome
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (CALL_OUTCOMES as readonly string[]).includes(token) ? (token as CallOutcome) : null;
};
