import { CUSTOM_FILTERS_MAX } from '@salesflow/shared/contacts/contact-list.schema';
import { CUSTOM_FIELD_KEY, type CustomField } from '@salesflow/shared/custom-fields/custom-field';
import { checkCustomValues } from '@salesflow/shared/custom-fields/custom-values';
import { customColumnText } from '../custom-fields/custom-column-text';

export { CUSTOM_FILTERS_MAX };

/** A filter's value at most, as the API (splitCustomFilters) and a saved view take it. */
const VALUE_MAX = 200;

/**
 * The list's custom-field filters, by field key, each value as text as the address, the API and a
 * saved view name it (`cf.region=North`, `cf.vip=true`): the API reads it by the field's type.
 */
export type CustomFilters = Record<string, string>;

export type CustomFilterParam = `cf.${string}`;

/**
 * The custom filters among an address's or a saved view's entries (`cf.<key>` names): the valid
 * ones, in key order, at most as many as the API takes; undefined for none.
 */
export const readCustomFilters = (
  entries: Iterable<readonly [string, string]>,
): CustomFilters | undefined => {
  const found: [string, string][] = [];
  for (const [name, raw] of entries) {
    const key = name.slice(3);
    const value = raw.trim();
    if (!name.startsWith('cf.') || !CUSTOM_FIELD_KEY.test(key)) continue;
    if (!value || value.length > VALUE_MAX) continue;
    if (!found.some(([seen]) => seen === key)) found.push([key, value]);
  }
  found.sort(([a], [b]) => a.localeCompare(b));
  return found.length ? Object.fromEntries(found.slice(0, CUSTOM_FILTERS_MAX)) : undefined;
};

/** The filters as `cf.<key>` entries, in key order. */
export const customFilterParams = (custom: CustomFilters | undefined) =>
  Object.fromEntries(
    Object.keys(custom ?? {})
      .sort()
      .map((key) => [`cf.${key}`, custom?.[key] ?? '']),
  ) as Record<CustomFilterParam, string>;

/** What a filter of `field` sends for `input`, or why the API would refuse it (its own words). */
export const customFilterValue = (
  field: CustomField,
  input: string,
): { value: string } | { problem: string } => {
  const text = input.trim();
  if (!text) {
    const choice = field.type === 'select' || field.type === 'checkbox';
    return { problem: choice ? 'Choose a value' : 'Enter a value' };
  }
  if (text.length > VALUE_MAX) {
    return { problem: `A custom field filter is 1-${VALUE_MAX} characters` };
  }
  // Read as the server reads it (typedCustomFilters): yes/no from true/false, the rest by type.
  const typed = field.type === 'checkbox' && (text === 'true' || text === 'false');
  const sent = typed ? text === 'true' : text;
  const { values, errors } = checkCustomValues([field], undefined, { [field.key]: sent });
  const value = values[field.key];
  if (errors[0] || value === undefined) return { problem: errors[0]?.message ?? 'Not valid' };
  return { value: String(value) };
};

/**
 * The filters the API can apply now: those of fields that exist, with values valid for their type
 * (a field deleted, or a choice taken out since a view was saved, would fail the whole list).
 */
export const usableCustomFilters = (
  fields: readonly CustomField[],
  custom: CustomFilters | undefined,
): CustomFilters | undefined => {
  const usable = Object.entries(custom ?? {}).flatMap(([key, text]) => {
    const field = fields.find((candidate) => candidate.key === key);
    const checked = field ? customFilterValue(field, text) : null;
    return checked && 'value' in checked ? [[key, checked.value] as const] : [];
  });
  return usable.length ? Object.fromEntries(usable) : undefined;
};

/** A filter as its chip says it: "Region: North", "VIP: Yes", "Renewal: Mar 5, 2026". */
export const customFilterText = (field: CustomField | undefined, key: string, value: string) => {
  if (!field) return `${key}: ${value}`;
  const typed =
    field.type === 'checkbox' ? value === 'true' : field.type === 'number' ? Number(value) : value;
  return `${field.label}: ${customColumnText(field, typed) ?? value}`;
};

/** Whether a record's own custom values match the filters (as the API compares them). */
export const matchesCustomFilters = (
  values: Readonly<Record<string, string | number | boolean>> | undefined,
  custom: CustomFilters | undefined,
) =>
  Object.entries(custom ?? {}).every(
    ([key, text]) => values?.[key] !== undefined && String(values[key]) === text,
  );
