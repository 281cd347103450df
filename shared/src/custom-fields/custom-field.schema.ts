import * as z from 'zod/mini';
import { requiredText } from '../text/text-fields';
import {
  CUSTOM_FIELD_ENTITIES,
  CUSTOM_FIELD_KEY,
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPES,
} from './custom-field';

const KEY_MESSAGE =
  'Key must be 1-40 lower-case letters, digits or _, starting with a letter (like gst_number)';

const optionsField = z.pipe(
  z
    .array(requiredText('An option', CUSTOM_FIELD_LIMITS.option), {
      error: 'Options must be a list of choices',
    })
    .check(
      z.maxLength(
        CUSTOM_FIELD_LIMITS.options,
        `A field has at most ${CUSTOM_FIELD_LIMITS.options} options`,
      ),
    ),
  z.transform((options) =>
    options.filter(
      (option, i) =>
        options.findIndex((other) => other.toLowerCase() === option.toLowerCase()) === i,
    ),
  ),
);

/** POST /api/custom-fields */
export const customFieldInputSchema = z
  .object({
    entity: z.enum(CUSTOM_FIELD_ENTITIES, { error: 'Entity must be contact or deal' }),
    key: z.string({ error: KEY_MESSAGE }).check(z.trim(), z.regex(CUSTOM_FIELD_KEY, KEY_MESSAGE)),
    label: requiredText('Label', CUSTOM_FIELD_LIMITS.label),
    type: z.enum(CUSTOM_FIELD_TYPES, {
      error: `Type must be one of ${CUSTOM_FIELD_TYPES.join(', ')}`,
    }),
    options: z.optional(optionsField),
  })
  .check(
    z.refine((input) => input.type !== 'select' || (input.options?.length ?? 0) > 0, {
      message: 'A select field needs at least one option',
      path: ['options'],
    }),
    z.refine((input) => input.type === 'select' || !input.options?.length, {
      message: 'Only a select field has options',
      path: ['options'],
    }),
  );
export type CustomFieldInput = z.output<typeof customFieldInputSchema>;

/** PUT /api/custom-fields/{id}: the label, and a select's options (its key and type stay). */
export const customFieldUpdateSchema = z.object({
  label: z.optional(requiredText('Label', CUSTOM_FIELD_LIMITS.label)),
  options: z.optional(optionsField),
});
export type CustomFieldUpdate = z.output<typeof customFieldUpdateSchema>;

/** `{id}` of PUT and DELETE: `contact.industry`. */
export const customFieldIdSchema = z.object({
  id: z
    .string({ error: 'Not a valid custom field' })
    .check(z.regex(/^(contact|deal)\.[a-z][a-z0-9_]{0,39}$/, 'Not a valid custom field')),
});

/** GET /api/custom-fields?entity= */
export const customFieldListQuerySchema = z.object({
  entity: z.optional(z.enum(CUSTOM_FIELD_ENTITIES, { error: 'Entity must be contact or deal' })),
});
