import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import {
  type CustomFieldValues,
  type CustomValuesInput,
  checkCustomValues,
} from '@salesflow/shared/custom-fields/custom-values';

/**
 * A record form's inputs for the organization's custom fields (the contact and deal forms). Each
 * is a form field of its own, named `cf-<key>` (no record field has a `-`, and no key has one
 * either), so its message sits
 * under its input like any other field's; the server's `customFields.<key>` details are renamed to
 * match. A text, number, date or choice input holds text; a checkbox holds true or false.
 */
export type CustomInputName = `cf-${string}`;
export type CustomInputValue = string | boolean;
export type CustomInputs = { [name: CustomInputName]: CustomInputValue | undefined };

export const customInputName = (key: string): CustomInputName => `cf-${key}`;

export const isCustomInputName = (name: unknown): name is CustomInputName =>
  typeof name === 'string' && name.startsWith('cf-');

/** A stored value as its input holds it (a number as its digits). */
const inputOf = (value: CustomFieldValues[string] | undefined): CustomInputValue | undefined =>
  typeof value === 'number' ? String(value) : value;

/** The inputs as a record's stored values fill them (none for a new record). */
export const customInputValues = (stored: CustomFieldValues | undefined): CustomInputs =>
  Object.fromEntries(
    Object.entries(stored ?? {}).map(([key, value]) => [customInputName(key), inputOf(value)]),
  );

/** Text as typed, trimmed; a checkbox as ticked (unticked and never set are alike). */
const normal = (field: CustomField, value: CustomInputValue | undefined) =>
  field.type === 'checkbox' ? value === true : typeof value === 'string' ? value.trim() : '';

/**
 * What the form sends of its custom inputs: on a new record each one filled in (a ticked box);
 * on an edit (`stored` given) only those changed, a cleared one as null. A box unticked that was
 * ticked is sent as false: "No" is a value, not a clearing.
 */
export const customValuesToSend = (
  fields: readonly CustomField[],
  inputs: CustomInputs,
  stored: CustomFieldValues | undefined | null,
): CustomValuesInput => {
  const sent: CustomValuesInput = {};
  for (const field of fields) {
    const now = normal(field, inputs[customInputName(field.key)]);
    const before = stored
      ? normal(field, inputOf(stored[field.key]))
      : field.type === 'checkbox'
        ? false
        : '';
    if (now === before) continue;
    sent[field.key] = now === '' ? null : now;
  }
  return sent;
};

/**
 * The custom values to send, checked in the browser as the server will (`checkCustomValues`): the
 * values as the server reads them (a number as a number), or a message per input.
 */
export const checkCustomInputs = (
  fields: readonly CustomField[],
  inputs: CustomInputs,
  stored: CustomFieldValues | undefined | null,
): { send: CustomValuesInput | undefined; errors: Partial<Record<CustomInputName, string>> } => {
  const sent = customValuesToSend(fields, inputs, stored);
  if (Object.keys(sent).length === 0) return { send: undefined, errors: {} };
  const { values, errors } = checkCustomValues(fields, stored ?? undefined, sent);
  if (errors.length) {
    return {
      send: undefined,
      errors: Object.fromEntries(
        errors.map(({ field, message }) => [customDetailName(field), message]),
      ),
    };
  }
  const send: CustomValuesInput = {};
  for (const [key, value] of Object.entries(sent))
    send[key] = value === null ? null : (values[key] ?? null);
  return { send, errors: {} };
};

/** A server detail's field as the form names it: `customFields.industry` → `cf-industry`. */
export const customDetailName = (field: string): string =>
  field.startsWith('customFields.') ? customInputName(field.slice('customFields.'.length)) : field;

/** The server's field details with `customFields.<key>` named as the form names that input. */
export const customServerDetails = <D extends { field: string }>(details: readonly D[]): D[] =>
  details.map((detail) => ({ ...detail, field: customDetailName(detail.field) }));
