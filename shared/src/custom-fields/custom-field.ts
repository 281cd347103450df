/**
 * Custom fields (issue 27): each organization's own fields on contacts and deals, made by its
 * admins, at most 50 per record kind. A field's key is how the API, the list's address
 * (`cf.<key>=value`), saved views and files name it; its label is what the screens show. A value
 * is checked by its field's type on the server as every other field is.
 */
export const CUSTOM_FIELD_ENTITIES = ['contact', 'deal'] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'select', 'checkbox'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const CUSTOM_FIELD_LIMITS = {
  perEntity: 50,
  label: 60,
  options: 50,
  option: 60,
  /** A text field's value at most (custom-values.ts). */
  text: 500,
} as const;

/** `industry`, `gst_number`: lower case, digits and `_`, starting with a letter (as `cf.<key>`). */
export const CUSTOM_FIELD_KEY = /^[a-z][a-z0-9_]{0,39}$/;
export interface CustomField {
  /** `<entity>.<key>`: `contact.industry`. */
  id: string;
  entity: CustomFieldEntity;
  key: string;
  label: string;
  type: CustomFieldType;
  /** A select's choices, in order; empty for the other types. */
  options: string[];
  createdAt: string;
  updatedAt: string;
}

export const customFieldId = (entity: CustomFieldEntity, key: string) => `${entity}.${key}`;
