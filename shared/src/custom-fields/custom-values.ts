import * as z from 'zod/mini';
import { isCalendarDate } from '../dates/calendar-date';
import type { CustomField } from './custom-field';

/**
 * A record's custom values (custom-field.schema.ts has the fields themselves): what a contact or a
 * deal keeps, how a change of them is sent, and the one check of them by their fields' types,
 * shared by the server and the forms. Apart from the fields' own schemas, so what writes records
 * does not carry those.
 */
/** Text of a text field at most. */
export const CUSTOM_TEXT_MAX = 500;

/** A value as stored and answered: text, a date (YYYY-MM-DD) or a choice as text; a number; yes/no. */
export type CustomFieldValue = string | number | boolean;
export type CustomFieldValues = Record<string, CustomFieldValue>;

/**
 * A record's custom values as sent: `{ key: value }`, null (or '') to clear one. Checked against
 * the organization's fields by `checkCustomValues`, which the server and the forms share.
 */
export const customValuesField = z.optional(
  z.record(
    z.string().check(z.maxLength(40, 'Unknown custom field')),
    z.union([z.string(), z.number(), z.boolean(), z.null()], {
      error: 'A custom field is text, a number, a date, a choice or yes/no',
    }),
    { error: 'Custom fields must be an object of values' },
  ),
);
export type CustomValuesInput = Record<string, string | number | boolean | null>;

const valueProblem = (field: CustomField, value: string | number | boolean): string | null => {
  switch (field.type) {
    case 'text':
      return typeof value === 'string' && value.length <= CUSTOM_TEXT_MAX
        ? null
        : `${field.label} must be text of at most ${CUSTOM_TEXT_MAX} characters`;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? null
        : `${field.label} must be a number`;
    case 'date':
      return typeof value === 'string' && isCalendarDate(value)
        ? null
        : `${field.label} must be a date like 2026-03-05`;
    case 'select':
      return typeof value === 'string' && field.options.includes(value)
        ? null
        : `${field.label} must be one of ${field.options.join(', ')}`;
    case 'checkbox':
      return typeof value === 'boolean' ? null : `${field.label} must be yes or no`;
  }
};

/**
 * A record's custom values after a change: `sent` applied to `current` (null or '' clears one),
 * each checked by its field's type; a key the organization has no field for is an error. A
 * number typed as text ("12.5") is read as a number, as a form sends it.
 */
export const checkCustomValues = (
  fields: readonly CustomField[],
  current: CustomFieldValues | undefined,
  sent: CustomValuesInput,
): { values: CustomFieldValues; errors: { field: string; message: string }[] } => {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const values: CustomFieldValues = { ...(current ?? {}) };
  const errors: { field: string; message: string }[] = [];
  for (const [key, raw] of Object.entries(sent)) {
    const field = byKey.get(key);
    if (!field) {
      errors.push({ field: `customFields.${key}`, message: 'Unknown custom field' });
      continue;
    }
    const trimmed = typeof raw === 'string' ? raw.trim() : raw;
    if (trimmed === null || trimmed === '') {
      delete values[key];
      continue;
    }
    const value =
      field.type === 'number' &&
      typeof trimmed === 'string' &&
      trimmed !== '' &&
      !Number.isNaN(Number(trimmed))
        ? Number(trimmed)
        : trimmed;
    const problem = valueProblem(field, value);
    if (problem) errors.push({ field: `customFields.${key}`, message: problem });
    else values[key] = value;
  }
  return { values, errors };
};

/** The values set (nulls and empty text dropped): what a record keeps of checked values. */
export const setCustomValues = (
  values: CustomValuesInput | undefined,
): CustomFieldValues | undefined => {
  const set = Object.entries(values ?? {}).filter(
    (entry): entry is [string, CustomFieldValue] => entry[1] !== null && entry[1] !== '',
  );
  return set.length ? Object.fromEntries(set) : undefined;
};
