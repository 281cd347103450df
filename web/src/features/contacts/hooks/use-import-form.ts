import {
  type ContactImportRequest,
  contactImportSchema,
  type ImportType,
  readImport,
} from '@salesflow/shared/contacts/contact-import';
import {
  type FieldOf,
  type FormValidation,
  formValidation,
  useValidatedForm,
} from '../../../lib/use-validated-form';

/** The text of each tab; switching tabs keeps what was typed in the other. */
export type ImportFormValues = Record<ImportType, string>;

const EMPTY: ImportFormValues = { csv: '', manual: '' };

/** The server's `data` details go under the shown tab's field. */
const dataFieldOf =
  (type: ImportType): FieldOf<ImportFormValues> =>
  (name) =>
    name === 'data' ? type : undefined;

/**
 * The shown tab's text checked as the server checks it: the schema ("CSV data is required",
 * "Lead data is required"), then the text as a whole (a header naming name and email, at least
 * one lead, at most 1,000). Rows are checked one by one on the server and reported per row.
 */
export const validateImport = (
  type: ImportType,
  values: ImportFormValues,
): FormValidation<ImportFormValues, ContactImportRequest> => {
  const checked = formValidation(
    contactImportSchema.safeParse({ type, data: values[type] }),
    dataFieldOf(type),
    (request): ContactImportRequest => request,
  );
  if (!checked.payload) return checked;
  const { error } = readImport(type, checked.payload.data);
  return error === undefined ? checked : { payload: null, errors: { [type]: error } };
};

/** Form state for the Import Leads dialog. */
export const useImportForm = (type: ImportType) =>
  useValidatedForm<ImportFormValues, ContactImportRequest>(EMPTY, {
    validate: (values) => validateImport(type, values),
    fieldOf: dataFieldOf(type),
  });
