import {
  type CallPurpose,
  type IndiaCallingProfile,
  indiaCallingProfileSchema,
} from '@salesflow/shared/calls/india-calling';
import type { FieldError } from '@salesflow/shared/errors/error-body';
import { type FormEvent, useRef, useState } from 'react';

export interface ExoPhoneRow {
  /** A React key that stays with the row when others are removed. */
  key: number;
  number: string;
  purpose: CallPurpose;
}

export interface IndiaCallingValues {
  dltEntityId: string;
  exoPhones: ExoPhoneRow[];
}

/** Messages by the schema's path: "dltEntityId", "exoPhones", "exoPhones.1.number", "form". */
export type IndiaCallingErrors = Record<string, string>;

const toErrors = (issues: readonly { field: string; message: string }[]): IndiaCallingErrors => {
  const errors: IndiaCallingErrors = {};
  for (const { field, message } of issues) errors[field || 'form'] ??= message;
  return errors;
};

const toProfile = (values: IndiaCallingValues) => ({
  dltEntityId: values.dltEntityId.trim(),
  exoPhones: values.exoPhones.map((row) => ({
    number: row.number.replace(/[\s()-]/g, ''),
    purpose: row.purpose,
  })),
});

/** Checks with the schema the server uses. */
export const validateIndiaCalling = (values: IndiaCallingValues) => {
  const result = indiaCallingProfileSchema.safeParse(toProfile(values));
  return result.success
    ? { payload: result.data as IndiaCallingProfile, errors: {} }
    : {
        payload: null,
        errors: toErrors(
          result.error.issues.map((issue) => ({
            field: issue.path.map(String).join('.'),
            message: issue.message,
          })),
        ),
      };
};

/** The India calling card's state: validated on submit, then on every change. */
export const useIndiaCallingForm = (stored: IndiaCallingProfile) => {
  const nextKey = useRef(stored.exoPhones.length);
  const [values, setValues] = useState<IndiaCallingValues>(() => ({
    dltEntityId: stored.dltEntityId,
    exoPhones: stored.exoPhones.map((phone, key) => ({ key, ...phone })),
  }));
  const [errors, setErrors] = useState<IndiaCallingErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (next: IndiaCallingValues) => {
    setValues(next);
    if (submitted) setErrors(validateIndiaCalling(next).errors);
  };

  const setDltEntityId = (dltEntityId: string) => change({ ...values, dltEntityId });
  const setPhone = (key: number, patch: Partial<Omit<ExoPhoneRow, 'key'>>) =>
    change({
      ...values,
      exoPhones: values.exoPhones.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    });
  const addPhone = () => {
    const key = nextKey.current++;
    change({
      ...values,
      exoPhones: [...values.exoPhones, { key, number: '+91', purpose: 'promotional' }],
    });
  };
  const removePhone = (key: number) =>
    change({ ...values, exoPhones: values.exoPhones.filter((row) => row.key !== key) });

  const handleSubmit = (onValid: (payload: IndiaCallingProfile) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { payload, errors: found } = validateIndiaCalling(values);
    setErrors(found);
    if (payload) onValid(payload);
  };

  const showServerErrors = (details: readonly FieldError[]) => setErrors(toErrors(details));

  return {
    values,
    errors,
    setDltEntityId,
    setPhone,
    addPhone,
    removePhone,
    handleSubmit,
    showServerErrors,
  };
};
