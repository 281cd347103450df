import {
  CUSTOM_FIELD_LIMITS,
  type CustomField,
  type CustomFieldEntity,
  customFieldId,
} from '@salesflow/shared/custom-fields/custom-field';
import type {
  CustomFieldInput,
  CustomFieldUpdate,
} from '@salesflow/shared/custom-fields/custom-field.schema';
import {
  type CustomFieldValues,
  type CustomValuesInput,
  checkCustomValues,
} from '@salesflow/shared/custom-fields/custom-values';
import type { AuthContext } from '../../platform/auth/session';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import {
  FIELD_NOT_FOUND,
  insertCustomField,
  readCustomFields,
  removeCustomField,
  replaceCustomField,
} from './custom-fields.repository';

type Caller = Pick<AuthContext, 'organizationId'>;

/** GET /api/custom-fields: every member reads them (the forms, the drawer, the table). */
export const listCustomFields = (auth: Caller, entity?: CustomFieldEntity) =>
  readCustomFields(auth.organizationId, entity);

/**
 * POST /api/custom-fields (admins): a new field, at most CUSTOM_FIELD_LIMITS.perEntity per record
 * kind. Two admins adding the 50th at once may both pass the count: 51 at most, never a
 * corrupted record.
 */
export const createCustomField = async (
  auth: Caller,
  input: CustomFieldInput,
): Promise<CustomField> => {
  const existing = await readCustomFields(auth.organizationId, input.entity);
  if (existing.length >= CUSTOM_FIELD_LIMITS.perEntity) {
    throw new ConflictError(
      `An organization has at most ${CUSTOM_FIELD_LIMITS.perEntity} custom fields on ${input.entity}s`,
    );
  }
  const at = new Date().toISOString();
  const field: CustomField = {
    id: customFieldId(input.entity, input.key),
    entity: input.entity,
    key: input.key,
    label: input.label,
    type: input.type,
    options: input.type === 'select' ? (input.options ?? []) : [],
    createdAt: at,
    updatedAt: at,
  };
  await insertCustomField(auth.organizationId, field);
  return field;
};

const parseId = (id: string) => {
  const [entity, key] = id.split('.') as [CustomFieldEntity, string];
  return { entity, key };
};

const findField = async (auth: Caller, id: string) => {
  const { entity, key } = parseId(id);
  const field = (await readCustomFields(auth.organizationId, entity)).find((f) => f.key === key);
  if (!field) throw new NotFoundError(FIELD_NOT_FOUND);
  return field;
};

/**
 * PUT /api/custom-fields/{id} (admins): its label, and a select's options. Its key and type stay,
 * so the values records hold keep their meaning; a choice taken off stays on the records that have
 * it until they are edited.
 */
export const updateCustomField = async (
  auth: Caller,
  id: string,
  update: CustomFieldUpdate,
): Promise<CustomField> => {
  const field = await findField(auth, id);
  if (update.options !== undefined && field.type !== 'select') {
    throw new ValidationError([{ field: 'options', message: 'Only a select field has options' }]);
  }
  if (update.options !== undefined && update.options.length === 0) {
    throw new ValidationError([
      { field: 'options', message: 'A select field needs at least one option' },
    ]);
  }
  const next: CustomField = {
    ...field,
    ...(update.label !== undefined ? { label: update.label } : {}),
    ...(update.options !== undefined ? { options: update.options } : {}),
    updatedAt: new Date().toISOString(),
  };
  await replaceCustomField(auth.organizationId, next);
  return next;
};

/**
 * DELETE /api/custom-fields/{id} (admins): the field goes. Its values are no longer accepted, the
 * screens show only the fields that exist, and a record drops the value when it is next edited.
 */
export const deleteCustomField = async (auth: Caller, id: string): Promise<void> => {
  const { entity, key } = parseId(id);
  await removeCustomField(auth.organizationId, entity, key);
};

/**
 * A record's custom values after a change (contacts and deals call it before they write): the
 * values sent checked against the organization's fields of that kind, applied to the record's own.
 * A value for a field since deleted is dropped. Throws a ValidationError naming each bad field.
 */
export const resolveCustomValues = async (
  organizationId: string,
  entity: CustomFieldEntity,
  current: CustomFieldValues | undefined,
  sent: CustomValuesInput,
): Promise<CustomFieldValues> => {
  const fields = await readCustomFields(organizationId, entity);
  const { values, errors } = checkCustomValues(fields, current, sent);
  if (errors.length) throw new ValidationError(errors);
  const known = new Set(fields.map((field) => field.key));
  return Object.fromEntries(Object.entries(values).filter(([key]) => known.has(key)));
};

/**
 * A list's `cf.<key>=value` filters, read by each field's type (a number, yes/no as true or
 * false, a date, a choice among the options): what rows and records hold. A key with no field of
 * that kind, or a value its type refuses, is a 400 naming `cf.<key>`.
 */
export const typedCustomFilters = async (
  organizationId: string,
  entity: CustomFieldEntity,
  filters: Record<string, string>,
): Promise<CustomFieldValues> => {
  const fields = await readCustomFields(organizationId, entity);
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const typed = Object.fromEntries(
    Object.entries(filters).map(([key, text]) => {
      const type = byKey.get(key)?.type;
      if (type === 'checkbox')
        return [key, text === 'true' ? true : text === 'false' ? false : text];
      return [key, text];
    }),
  );
  const { values, errors } = checkCustomValues(fields, undefined, typed);
  if (errors.length) {
    throw new ValidationError(
      errors.map((error) => ({ ...error, field: error.field.replace('customFields.', 'cf.') })),
    );
  }
  return values;
};

/**
 * A list's sort by a custom field (`cf.<key>`, `-cf.<key>`): the field's key and type when its
 * values sort (a number, a date, text, a choice), else a 400 naming `sort`.
 */
export const customSortOf = async (
  organizationId: string,
  entity: CustomFieldEntity,
  sort: string,
): Promise<{ key: string; type: CustomField['type']; descending: boolean }> => {
  const key = sort.replace(/^-?cf\./, '');
  const field = (await readCustomFields(organizationId, entity)).find((f) => f.key === key);
  if (!field) {
    throw new ValidationError([{ field: 'sort', message: 'No such custom field to sort by' }]);
  }
  if (field.type === 'checkbox') {
    throw new ValidationError([
      { field: 'sort', message: `${field.label} is yes or no: a list does not sort by it` },
    ]);
  }
  return { key, type: field.type, descending: sort.startsWith('-') };
};

type WithCustomValues = { customFields?: CustomValuesInput | undefined };

/**
 * A record's fields to create it with (a contact's, a deal's): the custom values sent checked
 * against the organization's fields of that kind (a bad one is a 400 naming it); as sent without.
 */
export const withCheckedCustomValues = async <T extends WithCustomValues>(
  organizationId: string,
  entity: CustomFieldEntity,
  fields: T,
): Promise<T> =>
  fields.customFields
    ? {
        ...fields,
        customFields: await resolveCustomValues(
          organizationId,
          entity,
          undefined,
          fields.customFields,
        ),
      }
    : fields;

/**
 * A record's change with custom values: a change of the record as it is then, the values sent
 * checked and laid over the record's own (null clears one; a deleted field's value goes); the
 * change as sent without any.
 */
export const customValuesChange = <P extends WithCustomValues>(
  organizationId: string,
  entity: CustomFieldEntity,
  patch: P,
): P | ((previous: { customFields?: CustomFieldValues | undefined }) => Promise<P>) => {
  const sent = patch.customFields;
  return sent
    ? async (previous) => ({
        ...patch,
        customFields: await resolveCustomValues(
          organizationId,
          entity,
          previous.customFields,
          sent,
        ),
      })
    : patch;
};
