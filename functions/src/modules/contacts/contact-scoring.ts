import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import {
  adjustmentFor,
  type EngagementEvidence,
  type LeadEvidence,
  scoreLead,
} from '@salesflow/shared/scoring/lead-score';

/**
 * A contact's score from the lead score model (shared/src/scoring/lead-score.ts), decided without
 * the table. The profile comes from the contact itself; the engagement is what the last
 * recomputation read from its timeline and deals (kept on the contact in `scoring`), unless
 * fresher evidence is given. A score typed by hand is kept as an adjustment on top of the model.
 */
const evidenceOf = (
  contact: Contact,
  engagement: EngagementEvidence,
  adjustment: number | null,
): LeadEvidence => ({
  phone: contact.phone,
  company: contact.company,
  title: contact.title,
  notes: contact.notes,
  source: contact.source,
  createdAt: contact.createdAt,
  lastContactedAt: contact.lastContactedAt,
  engagement,
  adjustment,
});

export const withScore = (
  contact: Contact,
  options: {
    /** The timeline and deals as read now; absent: as last read. */
    engagement?: EngagementEvidence;
    /** A score typed by hand (a new contact's, or an edit that changed it). */
    typed?: number;
  },
  now: Date,
): Contact => {
  const engagement = options.engagement ?? contact.scoring?.engagement ?? {};
  const model = scoreLead(evidenceOf(contact, engagement, null), now);
  const adjustment =
    options.typed !== undefined
      ? adjustmentFor(options.typed, model.computed)
      : contact.scoring
        ? contact.scoring.adjustment
        : // Scored before the model: a score someone set is kept as theirs, never reset.
          contact.score > 0
          ? adjustmentFor(contact.score, model.computed)
          : null;
  const result = scoreLead(evidenceOf(contact, engagement, adjustment), now);
  return {
    ...contact,
    score: result.score,
    scoreFactors: result.factors,
    scoring: {
      version: result.version,
      computed: result.computed,
      adjustment,
      engagement,
      computedAt: now.toISOString(),
    },
  };
};

/** JSON with keys sorted: a map read back from DynamoDB keeps no key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** Same score, explanation and evidence: rewriting it would change nothing the user sees. */
export const sameScore = (a: Contact, b: Contact): boolean =>
  a.score === b.score &&
  canonical(a.scoreFactors) === canonical(b.scoreFactors) &&
  canonical(a.scoring?.engagement) === canonical(b.scoring?.engagement) &&
  (a.scoring?.adjustment ?? null) === (b.scoring?.adjustment ?? null) &&
  a.scoring?.version === b.scoring?.version;

/** Lists carry the score, not its explanation: the detail reads it. */
export const withoutScoreDetail = ({ scoreFactors: _f, scoring: _s, ...contact }: Contact) =>
  contact;
