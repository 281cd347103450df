import * as z from 'zod/mini';
import { CONTACT_LIMITS, CONTACT_SOURCES } from '../contacts/contact.schema';
import { isValidPhone } from '../contacts/phone';
import { optionalText, requiredText } from '../text/text-fields';

export const LEAD_LIMITS = { message: 5000, pageUrl: 2000, formId: 200 } as const;

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

export {
  type FieldMapping,
  fieldMappingSchema,
  LEAD_FIELDS,
  type LeadField,
  MAX_MAPPED_FIELDS,
  webhookSettingsSchema,
  webhookSourceParamSchema,
} from './integration-settings.schema';
