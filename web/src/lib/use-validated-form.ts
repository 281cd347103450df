import type { FieldError } from '@salesflow/shared/errors/error-body';
import { type FormEvent, useState } from 'react';

/** One message per field. */
export type FormErrors<V> = Partial<Record<keyof V, string>>;

export type FormValidation<V, P> =
  | { payload: P; errors: FormErrors<V> }
  | { payload: null; errors: FormErrors<V> };

/** The form field a schema path's or a server detail's first segment belongs to, if any. */
export type FieldOf<V> = (name: unknown) => keyof V | undefined;

/** One message per form field, the first one found; names that are no form field are dropped. */
export const firstErrorPerField = <V>(
  issues: Iterable<{ name: unknown; message: string }>,
  fieldOf: FieldOf<V>,
): FormErrors<V> => {
  const errors: FormErrors<V> = {};
  for (const { name, message } of issues) {
    const field = fieldOf(name);
    if (field !== undefined && !errors[field]) errors[field] = message;
  }
  return errors;
};

/** A failed schema parse's issues as form errors (by the first segment of each issue's path). */
export const schemaErrors = <V>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf: FieldOf<V>,
): FormErrors<V> =>
  firstErrorPerField(
    issues.map((issue) => ({ name: issue.path[0], message: issue.message })),
    fieldOf,
  );

/** A schema parse as a form's validation: the payload it gives, or one message per field. */
export const formValidation = <V, D, P>(
  result:
    | { success: true; data: D }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      },
  fieldOf: FieldOf<V>,
  toPayload: (data: D) => P,
): FormValidation<V, P> =>
  result.success
    ? { payload: toPayload(result.data), errors: {} }
    : { payload: null, errors: schemaErrors(result.error.issues, fieldOf) };

export interface ValidatedFormOptions<V, P> {
  /** Validates with the schema the server uses. */
  validate: (values: V) => FormValidation<V, P>;
  fieldOf: FieldOf<V>;
}

export interface ValidatedForm<V, P> {
  values: V;
  /** Client and server messages, one per field. */
  errors: FormErrors<V>;
  setField: <F extends keyof V>(field: F, value: V[F]) => void;
  /** Several fields at once (a template filling them), as one change. */
  setFields: (changes: Partial<V>) => void;
  /** The form's submit handler: validates, and passes a valid payload on. */
  handleSubmit: (onValid: (payload: P) => void) => (event: FormEvent) => void;
  /** Puts the server's per-field details beside their fields; returns whether any matched. */
  showServerErrors: (details: readonly FieldError[]) => boolean;
}

/**
 * Form state for a dialog: validates on submit, then revalidates on every change.
 * Server field errors stay beside their field until that field is edited.
 */
export const useValidatedForm = <V extends object, P>(
  initial: V,
  { validate, fieldOf }: ValidatedFormOptions<V, P>,
): ValidatedForm<V, P> => {
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<FormErrors<V>>({});
  const [serverErrors, setServerErrors] = useState<FormErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  const setFields = (changes: Partial<V>) => {
    const next = { ...values, ...changes };
    setValues(next);
    if (submitted) setClientErrors(validate(next).errors);
    const changed = Object.keys(changes) as (keyof V)[];
    if (changed.some((field) => serverErrors[field])) {
      setServerErrors((current) => {
        const rest = { ...current };
        for (const field of changed) delete rest[field];
        return rest;
      });
    }
  };

  const setField = <F extends keyof V>(field: F, value: V[F]) =>
    setFields({ [field]: value } as unknown as Partial<V>);

  const handleSubmit = (onValid: (payload: P) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    const { payload, errors } = validate(values);
    setClientErrors(errors);
    if (payload) onValid(payload);
  };

  const showServerErrors = (details: readonly FieldError[]): boolean => {
    const errors = firstErrorPerField(
      details.map(({ field, message }) => ({ name: field.split('.')[0], message })),
      fieldOf,
    );
    setServerErrors(errors);
    return Object.keys(errors).length > 0;
  };

  const errors: FormErrors<V> = { ...serverErrors, ...clientErrors };
  return { values, errors, setField, setFields, handleSubmit, showServerErrors };
};
