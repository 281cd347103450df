import { z } from 'zod';
import { listQueryFields } from '../text/paging';
import { optionalText, requiredText } from '../text/text-fields';
import { isValidPhone } from './phone';

export const CONTACT_STATUSES = ['cold', 'warm', 'hot'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_SOURCES = [
  'website',
  'referral',
  'cold_call',
  'social_media',
  'event',
  'other',
] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  company: 200,
  title: 200,
  notes: 5000,
} as const;

/** The add/edit contact form and POST/PUT /api/contacts share this schema. */
export const contactInputSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email('Enter a valid email address')),
  phone: optionalText(CONTACT_LIMITS.phone).refine((v) => v === null || isValidPhone(v), {
    message: 'Enter a valid phone number',
  }),
  company: optionalText(CONTACT_LIMITS.company),
  title: optionalText(CONTACT_LIMITS.title),
  status: z.enum(CONTACT_STATUSES, { error: 'Status must be cold, warm or hot' }).default('cold'),
  source: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.enum(CONTACT_SOURCES, { error: 'Choose one of the listed sources' }).nullable(),
  ),
  score: z
    .number({ error: 'Score must be a whole number from 0 to 100' })
    .int('Score must be a whole number from 0 to 100')
    .min(0, 'Score must be a whole number from 0 to 100')
    .max(100, 'Score must be a whole number from 0 to 100')
    .default(0),
  notes: optionalText(CONTACT_LIMITS.notes),
});

/** What the form holds before parsing (all optional fields may be ""). */
export type ContactInput = z.input<typeof contactInputSchema>;
/** What the server stores after parsing. */
export type ContactFields = z.output<typeof contactInputSchema>;

export interface Contact extends ContactFields {
  id: string;
  /** The phone in E.164 (default region India), beside what the user typed; null without a phone. */
  phoneE164: string | null;
  organizationId: string;
  ownerId: string;
  createdAt: string;
  updatedAt: string;
}

export const CONTACT_PAGE_MAX = 200;
export const CONTACT_ARRAY_MAX = 1000;

export const contactListQuerySchema = z.object(listQueryFields(CONTACT_PAGE_MAX));
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

export interface ContactPage {
  items: Contact[];
  nextCursor: string | null;
  /** Contacts in the organization (not only those matching the search). */
  total: number;
}

export const idParamSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id'),
});
