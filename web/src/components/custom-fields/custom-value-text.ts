import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import type { CustomFieldValue } from '@salesflow/shared/custom-fields/custom-values';
import { formatCalendarDate } from '@salesflow/shared/dates/format-date';

/** A record's custom value as a screen shows it: a date as "Mar 05, 2026", yes/no as Yes or No. */
export const customValueText = (field: Pick<CustomField, 'type'>, value: CustomFieldValue) => {
  if (field.type === 'checkbox') return value === true ? 'Yes' : 'No';
  if (field.type === 'date' && typeof value === 'string') return formatCalendarDate(value);
  return String(value);
};

/** The fields a record has a value for, in the fields' order, each with its value as shown. */
export const shownCustomValues = (
  fields: readonly CustomField[],
  values: Readonly<Record<string, CustomFieldValue>> | undefined,
): { key: string; label: string; text: string }[] =>
  fields.flatMap((field) => {
    const value = values?.[field.key];
    if (value === undefined || value === '') return [];
    return [{ key: field.key, label: field.label, text: customValueText(field, value) }];
  });
