import {
  CUSTOM_FIELD_LIMITS,
  type CustomField,
  type CustomFieldEntity,
} from '@salesflow/shared/custom-fields/custom-field';
import { readAll, TOP } from '../../platform/data/read';
import { commit, deleteWrite, putWrite } from '../../platform/data/unit-of-work';
import { ConflictError, NotFoundError } from '../../platform/errors';
import {
  CUSTOM_FIELDS_PARTITION,
  customFieldKey,
  fromCustomFieldItem,
  toCustomFieldItem,
} from './custom-field.entity';

export const FIELD_NOT_FOUND = 'Custom field not found';

/** The organization's fields of one record kind (or both), in the order made. */
export const readCustomFields = async (
  organizationId: string,
  entity?: CustomFieldEntity,
): Promise<CustomField[]> => {
  const items = await readAll(
    {
      pk: CUSTOM_FIELDS_PARTITION.key(organizationId),
      ...(entity ? { between: [`${entity}#`, `${entity}#${TOP}`] as [string, string] } : {}),
    },
    { maxItems: CUSTOM_FIELD_LIMITS.perEntity * 2 },
  );
  return items
    .filter((item) => item.type === 'customField')
    .map(fromCustomFieldItem)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.key.localeCompare(b.key));
};

/** A new field, unless its key is taken for that record kind. */
export const insertCustomField = (organizationId: string, field: CustomField) =>
  commit([
    putWrite(toCustomFieldItem(organizationId, field), {
      expression: 'attribute_not_exists(pk)',
      error: () => new ConflictError(`A ${field.entity} field with the key ${field.key} exists`),
    }),
  ]);

/** The field as changed, if it is still there. */
export const replaceCustomField = (organizationId: string, field: CustomField) =>
  commit([
    putWrite(toCustomFieldItem(organizationId, field), {
      expression: 'attribute_exists(pk)',
      error: () => new NotFoundError(FIELD_NOT_FOUND),
    }),
  ]);

export const removeCustomField = (organizationId: string, entity: CustomFieldEntity, key: string) =>
  commit([
    deleteWrite(customFieldKey(organizationId, entity, key), {
      expression: 'attribute_exists(pk)',
      error: () => new NotFoundError(FIELD_NOT_FOUND),
    }),
  ]);
