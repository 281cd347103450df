import * as z from 'zod/mini';
import { CUSTOM_COLUMN, type CustomColumn } from '../imports/import-headers';
import { cleanText } from '../text/text-fields';
import { MAX_LEADS_PER_MINUTE, WEBHOOK_SOURCES } from './lead-sources';

/*
 * The integrations page's settings, apart from the lead schema: these carry no phone rules, so the
 * integrations routes that read and save them stay without libphonenumber's metadata.
 */

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
 * A sender's field name (as it sends it) → the lead field it holds, or one of the organization's
 * contact custom fields (`cf.<key>`).
 */
export const fieldMappingSchema = z.object({
  mapping: z.record(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter the field name'),
        z.maxLength(200),
        cleanText('single'),
      ),
    z.union(
      [
        z.enum(LEAD_FIELDS),
        z.custom<CustomColumn>((value) => typeof value === 'string' && CUSTOM_COLUMN.test(value)),
      ],
      { error: 'Choose one of the lead fields' },
    ),
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
