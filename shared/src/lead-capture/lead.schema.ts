import * as z from 'zod/mini';
import { CONTACT_LIMITS, CONTACT_SOURCES } from '../contacts/contact.schema';
import { isValidPhone } from '../contacts/phone';
import { optionalText, requiredText } from '../text/text-fields';
import { MAX_LEADS_PER_MINUTE, WEBHOOK_SOURCES } from './lead-sources';

export const LEAD_LIMITS = { message: 5000, pageUrl: 2000, formId: 200 } as const;

/** The lead fields a sender's own field can be mapped to on the integrations page. */
export const LEAD_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'title',
  'message',
  'source',
  'page_url',
  'form_id',
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/**
 * A webhook lead (document 2, section 3): name and email required; phone, company, title, message,
 * source (default website), page_url, form_id optional. The fields the contact form has follow the
 * contact form's rules; a source outside the list becomes `other` rather than refusing the lead.
 */
export const leadSchema = z.object({
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
  message: optionalText(LEAD_LIMITS.message, 'multi'),
  source: z.pipe(
    z.optional(z.unknown()),
    z.transform((v) => {
      if (v === undefined || v === null || v === '') return 'website' as const;
      const text = String(v)
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_');
      return (CONTACT_SOURCES as readonly string[]).includes(text)
        ? (text as (typeof CONTACT_SOURCES)[number])
        : ('other' as const);
    }),
  ),
  page_url: optionalText(LEAD_LIMITS.pageUrl),
  form_id: optionalText(LEAD_LIMITS.formId),
});
export type Lead = z.output<typeof leadSchema>;
export type LeadInput = z.input<typeof leadSchema>;

/** A sender's field name (as it sends it) → the lead field it holds. */
export const fieldMappingSchema = z.object({
  mapping: z.record(
    z.string().check(z.trim(), z.minLength(1, 'Enter the field name'), z.maxLength(200)),
    z.enum(LEAD_FIELDS, { error: 'Choose one of the lead fields' }),
  ),
});
export type FieldMapping = z.output<typeof fieldMappingSchema>['mapping'];
export const MAX_MAPPED_FIELDS = 30;

export const webhookSourceParamSchema = z.object({
  source: z.enum(WEBHOOK_SOURCES, { error: 'Unknown lead source' }),
});

export const webhookSettingsSchema = z.object({
  leadsPerMinute: z
    .number({ error: 'Enter a whole number of leads' })
    .check(
      z.int({ error: 'Enter a whole number of leads' }),
      z.minimum(1, 'At least 1 lead a minute'),
      z.maximum(MAX_LEADS_PER_MINUTE, `At most ${MAX_LEADS_PER_MINUTE} leads a minute`),
    ),
});
