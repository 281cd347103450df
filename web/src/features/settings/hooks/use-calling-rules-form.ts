import {
  type CallingSettings,
  callingSettingsSchema,
} from '@salesflow/shared/calls/calling-settings.schema';
import type { FieldError } from '@salesflow/shared/errors/error-body';
import { type FormEvent, useState } from 'react';

/** The calling rules as the card edits them; auto-calling is kept as stored (no runner yet). */
export interface CallingRulesValues {
  start: string;
  end: string;
  days: number[];
  requireConsent: boolean;
  callsPerSecond: string;
}

export type CallingRulesField = keyof CallingRulesValues | 'form';
export type CallingRulesErrors = Partial<Record<CallingRulesField, string>>;

const FIELD_OF_PATH: Record<string, keyof CallingRulesValues> = {
  'callingHours.start': 'start',
  'callingHours.end': 'end',
  'callingHours.days': 'days',
  requireConsent: 'requireConsent',
  callsPerSecond: 'callsPerSecond',
};

/** A schema path or a server detail's field ("callingHours.days.2") as the card's field. */
const fieldOfPath = (path: string): CallingRulesField => {
  const [first, second] = path.split('.');
  return (
    FIELD_OF_PATH[second ? `${first}.${second}` : (first ?? '')] ??
    FIELD_OF_PATH[first ?? ''] ??
    'form'
  );
};

const toErrors = (issues: readonly { field: string; message: string }[]): CallingRulesErrors => {
  const errors: CallingRulesErrors = {};
  for (const { field, message } of issues) {
    const name = fieldOfPath(field);
    errors[name] ??= message;
  }
  return errors;
};

export const callingRulesValues = (settings: CallingSettings): CallingRulesValues => ({
  start: settings.callingHours.start,
  end: settings.callingHours.end,
  days: [...settings.callingHours.days],
  requireConsent: settings.requireConsent,
  callsPerSecond: String(settings.callsPerSecond),
});

/** Checks with the schema the server uses; the payload is the whole object PUT takes. */
export const validateCallingRules = (values: CallingRulesValues, stored: CallingSettings) => {
  const perSecond = values.callsPerSecond.trim();
  const result = callingSettingsSchema.safeParse({
    callingHours: {
      start: values.start,
      end: values.end,
      days: [...values.days].sort((a, b) => a - b),
    },
    requireConsent: values.requireConsent,
    callsPerSecond: perSecond === '' ? Number.NaN : Number(perSecond),
    autoCalling: stored.autoCalling,
  });
  return result.success
    ? { payload: result.data as CallingSettings, errors: {} }
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

/** The card's state: validates on submit, then on every change; server details by their field. */
export const useCallingRulesForm = (stored: CallingSettings) => {
  const [values, setValues] = useState(() => callingRulesValues(stored));
  const [errors, setErrors] = useState<CallingRulesErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const setField = <F extends keyof CallingRulesValues>(field: F, value: CallingRulesValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateCallingRules(next, stored).errors);
    else if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const handleSubmit = (onValid: (payload: CallingSettings) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { payload, errors: found } = validateCallingRules(values, stored);
    setErrors(found);
    if (payload) onValid(payload);
  };

  const showServerErrors = (details: readonly FieldError[]) => setErrors(toErrors(details));

  return { values, errors, setField, handleSubmit, showServerErrors };
};
