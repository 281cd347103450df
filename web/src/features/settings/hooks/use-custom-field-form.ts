import {
  CUSTOM_FIELD_TYPES,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldType,
} from '@salesflow/shared/custom-fields/custom-field';
import {
  type CustomFieldInput,
  type CustomFieldUpdate,
  customFieldInputSchema,
  customFieldUpdateSchema,
} from '@salesflow/shared/custom-fields/custom-field.schema';
import { useState } from 'react';
import {
  type FieldOf,
  type FormValidation,
  formValidation,
  useValidatedForm,
} from '../../../lib/use-validated-form';
import { optionLines, suggestKey } from '../utils/custom-field-labels';

export interface CustomFieldFormValues {
  label: string;
  key: string;
  type: CustomFieldType;
  /** A choice list's options, one a line. */
  options: string;
}

/** What the dialog sends: a new field, or the change of one. */
export type CustomFieldSave =
  | { kind: 'create'; input: CustomFieldInput }
  | { kind: 'update'; id: string; patch: CustomFieldUpdate };

const FIELDS = new Map<unknown, keyof CustomFieldFormValues>([
  ['label', 'label'],
  ['key', 'key'],
  ['type', 'type'],
  ['options', 'options'],
]);
const fieldOf: FieldOf<CustomFieldFormValues> = (name) => FIELDS.get(name);

/** Empty for a new field; an edited field's label and options as they are. */
export const customFieldFormValues = (field: CustomField | null): CustomFieldFormValues => ({
  label: field?.label ?? '',
  key: field?.key ?? '',
  type: field?.type ?? CUSTOM_FIELD_TYPES[0],
  options: field?.options.join('\n') ?? '',
});

/** A new field, checked with the schema POST /api/custom-fields uses. */
const validateNew =
  (entity: CustomFieldEntity) =>
  (values: CustomFieldFormValues): FormValidation<CustomFieldFormValues, CustomFieldSave> =>
    formValidation(
      customFieldInputSchema.safeParse({
        entity,
        key: values.key,
        label: values.label,
        type: values.type,
        ...(values.type === 'select' ? { options: optionLines(values.options) } : {}),
      }),
      fieldOf,
      (input) => ({ kind: 'create', input }),
    );

/**
 * A change, checked with the schema PUT /api/custom-fields/{id} uses: the label, and a choice
 * list's options (at least one, as the server asks; the update schema alone allows none).
 */
const validateChange =
  (field: CustomField) =>
  (values: CustomFieldFormValues): FormValidation<CustomFieldFormValues, CustomFieldSave> => {
    const options = field.type === 'select' ? optionLines(values.options) : undefined;
    const result = formValidation(
      customFieldUpdateSchema.safeParse({ label: values.label, ...(options ? { options } : {}) }),
      fieldOf,
      (patch): CustomFieldSave => ({ kind: 'update', id: field.id, patch }),
    );
    if (options?.length === 0 && !result.errors.options) {
      return {
        payload: null,
        errors: { ...result.errors, options: 'A select field needs at least one option' },
      };
    }
    return result;
  };

/**
 * The add/edit field dialog's state. While adding, the key follows the label (as lower_snake_case)
 * until the user types a key of their own; an edited field's key and type stay as they are.
 */
export const useCustomFieldForm = (entity: CustomFieldEntity, field: CustomField | null) => {
  const form = useValidatedForm(customFieldFormValues(field), {
    validate: field ? validateChange(field) : validateNew(entity),
    fieldOf,
  });
  const [keyTyped, setKeyTyped] = useState(false);
  const setLabel = (label: string) =>
    form.setFields(field || keyTyped ? { label } : { label, key: suggestKey(label) });
  const setKey = (key: string) => {
    setKeyTyped(true);
    form.setField('key', key);
  };
  return { ...form, setLabel, setKey };
};
