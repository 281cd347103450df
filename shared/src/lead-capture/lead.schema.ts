import * as z from 'zod/mini';
import { CONTACT_SOURCES, contactFields } from '../contacts/contact.schema';
import { optionalText } from '../text/text-fields';

export const LEAD_LIMITS = { message: 5000, pageUrl: 2000, formId: 200 } as const;

/**
 * A webhook lead (document 2, section 3): name and email required; phone, company, title, message,
 * source (default website), page_url, form_id optional. The fields the contact form has follow the
 * contact form's rules; a source outside the list becomes `other` rather than refusing the lead.
 */
export const leadSchema = z.object({
  name: contactFields.name,
  email: contactFields.email,
  phone: contactFields.phone,
  company: contactFields.company,
  title: contactFields.title,
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
