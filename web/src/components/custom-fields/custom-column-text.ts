import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import type { CustomFieldValue } from '@salesflow/shared/custom-fields/custom-values';

// As the table's other days ("Nov 22, 2026"), read in UTC: a calendar date never shifts a day.
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
// Grouped as the app's other counts; every decimal the value was given with.
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/**
 * A record's custom value as its column shows it: a date as "Mar 5, 2026", yes/no as Yes or No,
 * a number grouped ("12,500.75"), a choice or text as it is; null for none (a dash).
 */
export const customColumnText = (
  field: Pick<CustomField, 'type'>,
  value: CustomFieldValue | undefined,
): string | null => {
  if (value === undefined || value === '') return null;
  switch (field.type) {
    case 'checkbox':
      return value === true ? 'Yes' : 'No';
    case 'number':
      return typeof value === 'number' ? number.format(value) : String(value);
    case 'date': {
      const at = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : null;
      return at && !Number.isNaN(at.getTime()) ? day.format(at) : String(value);
    }
    default:
      return String(value);
  }
};
