/**
 * The organization's custom fields (shared/src/custom-fields/custom-field.ts), apart from `paths`
 * so that the app's first screen does not carry them: only Settings and the record screens use them.
 */
export const customFieldPaths = {
  /** `?entity=contact|deal`; without it, both kinds, in the order made. */
  customFields: '/api/custom-fields',
  /** `contact.industry` */
  customField: (id: string) => `/api/custom-fields/${encodeURIComponent(id)}`,
};
