import * as z from 'zod/mini';
import { type CustomFieldValues, customValuesField } from '../custom-fields/custom-values';
import type { EngagementEvidence, ScoreFactor } from '../scoring/lead-score';
import { optionalText, requiredText } from '../text/text-fields';
import { CONTACT_SOURCES, type ContactSource } from './contact-source';
import { CONTACT_STATUSES, type ContactStatus } from './contact-statuses';
import { tagsField } from './contact-tags';
import { isValidPhone } from './phone';

export { CONTACT_SOURCES, CONTACT_STATUSES, type ContactSource, type ContactStatus };

/** Where a lead's consent to be called came from (TRAI rules in India; the real-call issue). */
export const CALL_CONSENT_SOURCES = ['web_form', 'verbal', 'written', 'import', 'other'] as const;
export type CallConsentSource = (typeof CALL_CONSENT_SOURCES)[number];

export interface CallConsent {
  source: CallConsentSource;
  /** When the lead gave it (ISO 8601). */
  grantedAt: string;
}

const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
};

/** Calling fields: Do Not Call, the lead's own time zone, and their consent to be called. */
export const contactCallingFields = {
  doNotCall: z.boolean({ error: 'Do not call must be true or false' }),
  timezone: z.nullable(
    z
      .string({ error: 'Time zone must be an IANA name like Asia/Kolkata' })
      .check(
        z.maxLength(64, 'Time zone must be an IANA name like Asia/Kolkata'),
        z.refine(isTimeZone, 'Time zone must be an IANA name like Asia/Kolkata'),
      ),
  ),
  callConsent: z.nullable(
    z.object({
      source: z.enum(CALL_CONSENT_SOURCES, {
        error: `Consent source must be one of ${CALL_CONSENT_SOURCES.join(', ')}`,
      }),
      grantedAt: z.iso.datetime({ error: 'Consent date must be a date and time (ISO 8601)' }),
    }),
  ),
};

/** The calling fields together: the contact edit form checks its Calling section with it. */
export const contactCallingSchema = z.object(contactCallingFields);

export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  company: 200,
  title: 200,
  notes: 5000,
} as const;

const SCORE_MESSAGE = 'Score must be a whole number from 0 to 100';

/**
 * Each field of the add/edit form, with the rules the form and the server share (and the lead
 * webhooks, for the fields a lead has in common with a contact).
 */
export const contactFields = {
  name: requiredText('Name', CONTACT_LIMITS.name),
  email: z.pipe(
    z
      .string({ error: 'Email is required' })
      .check(
        z.trim(),
        z.minLength(1, 'Email is required'),
        z.maxLength(
          CONTACT_LIMITS.email,
          `Email must be at most ${CONTACT_LIMITS.email} characters`,
        ),
      ),
    z.email('Enter a valid email address'),
  ),
  phone: optionalText(CONTACT_LIMITS.phone).check(
    z.refine((v) => v === null || isValidPhone(v), 'Enter a valid phone number'),
  ),
  company: optionalText(CONTACT_LIMITS.company),
  title: optionalText(CONTACT_LIMITS.title),
  status: z.enum(CONTACT_STATUSES, { error: 'Status must be cold, warm or hot' }),
  source: z.pipe(
    z.transform((v: unknown) => (v === '' || v === undefined ? null : v)),
    z.nullable(z.enum(CONTACT_SOURCES, { error: 'Choose one of the listed sources' })),
  ),
  score: z
    .number({ error: SCORE_MESSAGE })
    .check(
      z.int({ error: SCORE_MESSAGE }),
      z.minimum(0, SCORE_MESSAGE),
      z.maximum(100, SCORE_MESSAGE),
    ),
  notes: optionalText(CONTACT_LIMITS.notes, 'multi'),
};

/**
 * The add contact form and POST /api/contacts: status defaults to cold. The score is the lead
 * score model's (shared/src/scoring/lead-score.ts) unless one is sent (an API call, an import's
 * score column), which is kept as a manual adjustment.
 */
export const contactInputSchema = z.object({
  ...contactFields,
  status: z._default(contactFields.status, 'cold'),
  score: z.optional(contactFields.score),
  tags: z.optional(tagsField),
  /** The organization's own fields (`{ key: value }`), checked against them on the server. */
  customFields: customValuesField,
});

/**
 * PUT /api/contacts/{id}: the edit form sends the fields it shows; a field left out is kept as it
 * is (the edit dialog sends no score, and must not reset it). Sent fields follow the same rules.
 */
export const contactUpdateSchema = z.object({
  name: z.optional(contactFields.name),
  email: z.optional(contactFields.email),
  phone: z.optional(contactFields.phone),
  company: z.optional(contactFields.company),
  title: z.optional(contactFields.title),
  status: z.optional(contactFields.status),
  source: z.optional(contactFields.source),
  score: z.optional(contactFields.score),
  notes: z.optional(contactFields.notes),
  tags: z.optional(tagsField),
  doNotCall: z.optional(contactCallingFields.doNotCall),
  timezone: z.optional(contactCallingFields.timezone),
  callConsent: z.optional(contactCallingFields.callConsent),
  /** Values of custom fields to set (null or '' clears one); the others are kept. */
  customFields: customValuesField,
});

/** What the form holds before parsing (all optional fields may be ""). */
export type ContactInput = z.input<typeof contactInputSchema>;
/** What the server reads from a new contact: the score may be left to the model. */
export type NewContactFields = z.output<typeof contactInputSchema>;
/** What the server stores. */
export type ContactFields = Omit<NewContactFields, 'score' | 'customFields'> & {
  score: number;
  /** The organization's own fields' values, checked: absent when none is set. */
  customFields?: CustomFieldValues;
};
export type ContactUpdate = z.output<typeof contactUpdateSchema>;

export interface Contact extends ContactFields {
  id: string;
  /** The phone in E.164 (default region India), beside what the user typed; null without a phone. */
  phoneE164: string | null;
  organizationId: string;
  /** Who added it (a webhook's or an import's lead: who set that up or ran it). */
  ownerId: string;
  /**
   * Whose lead it is: the member it is assigned to (a lead someone adds is theirs), or null for
   * an unassigned lead (from a webhook or an import). A member who sees only their own leads sees
   * theirs and the unassigned ones.
   */
  assignedTo: string | null;
  /**
   * Whose lead it was when it came: its assignee then, or `NONE` for the unassigned leads. The
   * reports count it among that member's new contacts, whoever holds it later. Absent on a
   * contact saved before: it is then counted for its holder, which its next change writes here.
   */
  heldAtCreation?: string;
  createdAt: string;
  updatedAt: string;
  /** When a call, email, WhatsApp message or note was last logged on it; null if never. */
  lastContactedAt: string | null;
  /**
   * Why the score is what it is: each factor of the lead score model and its points ("Why this
   * score"). Absent on a contact scored before the model, and left out of lists.
   */
  scoreFactors?: ScoreFactor[];
  /** What the model last read and the hand adjustment (absent before the model). */
  scoring?: ContactScoring;
  /** Never to be called by the AI (asked on a call, or set by hand); absent: false. */
  doNotCall?: boolean;
  /** The lead's own IANA time zone, for calling hours; absent or null: implied by the phone. */
  timezone?: string | null;
  /** The lead's consent to be called, when recorded. */
  callConsent?: CallConsent | null;
  /** Its tags (shared/src/contacts/contact-tags.ts); absent or empty: none. */
  tags?: string[];
}

export interface ContactScoring {
  version: number;
  /** The model's points without the adjustment. */
  computed: number;
  /** Points typed by hand on top of the model; null: none. */
  adjustment: number | null;
  /** The timeline and deals as the last recomputation read them. */
  engagement: EngagementEvidence;
  computedAt: string;
}
