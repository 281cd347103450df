import type { CustomFieldType } from '@salesflow/shared/custom-fields/custom-field';

/** What the screens call each type (the API's names are for code). */
export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  select: 'Choice list',
  checkbox: 'Yes/No',
};

/** A key's longest form (CUSTOM_FIELD_KEY). */
export const KEY_MAX = 40;

/**
 * The key a new field's label suggests, in lower_snake_case: "GST Number" → "gst_number". Accents
 * are dropped, anything else that is no letter or digit becomes one `_`, and the key starts with a
 * letter, as CUSTOM_FIELD_KEY asks; empty when the label has no letter to start from.
 */
export const suggestKey = (label: string): string =>
  label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .slice(0, KEY_MAX)
    .replace(/_+$/, '');

/** A choice list's options as typed in the dialog: one a line, blank lines left out. */
export const optionLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
