import { isCalendarDate } from '../dates/calendar-date';
import type { CustomField } from './custom-field';
import { CUSTOM_TEXT_MAX, type CustomFieldValue, type CustomFieldValues } from './custom-values';

/**
 * Custom values that arrive as text (a file's cells, a web form's fields, a WhatsApp command),
 * read by their fields' types the way people write them: "1,20,000" and "₹ 5000" are numbers,
 * 05/03/2026 is 5 March 2026 (day first, as in India), "Yes", "y" and "✓" tick a checkbox, a choice
 * is found whatever its case. What cannot be read is said, and left out.
 */

const YES = new Set(['yes', 'y', 'true', '1', 'on', 'x', '✓', '✔', 'ha', 'haan']);
const NO = new Set(['no', 'n', 'false', '0', 'off', 'nahi']);
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

const readDate = (text: string): string | null => {
  if (isCalendarDate(text)) return text;
  const dayFirst = DAY_FIRST.exec(text);
  if (!dayFirst) return null;
  const [, day, month, year] = dayFirst;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
};

const readNumber = (text: string): number | null => {
  const bare = text.replace(/[\s,₹$]/g, '').replace(/^(rs\.?|inr)/i, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(bare)) return null;
  const value = Number(bare);
  return Number.isFinite(value) ? value : null;
};

/** One value as its field reads it, or why it cannot be (the same words as the form's check). */
export const readCustomText = (
  field: CustomField,
  raw: string,
): { value: CustomFieldValue } | { problem: string } => {
  const text = raw.trim();
  switch (field.type) {
    case 'text':
      return text.length <= CUSTOM_TEXT_MAX
        ? { value: text }
        : { problem: `${field.label} must be text of at most ${CUSTOM_TEXT_MAX} characters` };
    case 'number': {
      const value = readNumber(text);
      return value === null ? { problem: `${field.label} must be a number` } : { value };
    }
    case 'date': {
      const value = readDate(text);
      return value === null
        ? { problem: `${field.label} must be a date like 2026-03-05` }
        : { value };
    }
    case 'select': {
      const value = field.options.find((option) => option.toLowerCase() === text.toLowerCase());
      return value === undefined
        ? { problem: `${field.label} must be one of ${field.options.join(', ')}` }
        : { value };
    }
    case 'checkbox': {
      const word = text.toLowerCase();
      if (YES.has(word)) return { value: true };
      if (NO.has(word)) return { value: false };
      return { problem: `${field.label} must be yes or no` };
    }
  }
};

/**
 * Values that arrived as text, by key: each read by its field (an empty one is not set), those
 * that cannot be read said with what was sent (`Budget "lots" must be a number`), and keys with
 * no field (deleted since the mapping was made) passed over.
 */
export const readCustomTexts = (
  fields: readonly CustomField[],
  texts: Readonly<Record<string, string>>,
): { values: CustomFieldValues | undefined; problems: string[] } => {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const values: CustomFieldValues = {};
  const problems: string[] = [];
  for (const [key, text] of Object.entries(texts)) {
    const field = byKey.get(key);
    if (!field || text.trim() === '') continue;
    const read = readCustomText(field, text);
    if ('value' in read) values[key] = read.value;
    else problems.push(`${read.problem} ("${text.trim().slice(0, 40)}" left out)`);
  }
  return { values: Object.keys(values).length ? values : undefined, problems };
};
