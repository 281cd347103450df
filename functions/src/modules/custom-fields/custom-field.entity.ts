import {
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldType,
  customFieldId,
} from '@salesflow/shared/custom-fields/custom-field';
import { keyShape } from '../../platform/data/key-shape';

/**
 * Custom fields: one item per field (sk `<entity>#<key>`) in one partition per organization, read
 * whole (at most 50 per record kind, a few KB) by every write of a record that sends custom values,
 * and written only when an admin changes a field.
 */
export const CUSTOM_FIELDS_PARTITION = keyShape('ORG#<org>#CUSTOMFIELDS');

export const customFieldKey = (organizationId: string, entity: CustomFieldEntity, key: string) => ({
  pk: CUSTOM_FIELDS_PARTITION.key(organizationId),
  sk: `${entity}#${key}`,
});

export const toCustomFieldItem = (organizationId: string, field: CustomField) => ({
  ...customFieldKey(organizationId, field.entity, field.key),
  type: 'customField',
  organizationId,
  entity: field.entity,
  key: field.key,
  label: field.label,
  fieldType: field.type,
  options: field.options,
  createdAt: field.createdAt,
  updatedAt: field.updatedAt,
});

export const fromCustomFieldItem = (item: Record<string, unknown>): CustomField => {
  const entity = item.entity as CustomFieldEntity;
  const key = String(item.key);
  return {
    id: customFieldId(entity, key),
    entity,
    key,
    label: String(item.label),
    type: item.fieldType as CustomFieldType,
    options: Array.isArray(item.options) ? item.options.map(String) : [],
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
  };
};
