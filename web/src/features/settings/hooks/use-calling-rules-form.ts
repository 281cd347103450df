import {
  type CallingSettings,
  callingSettingsSchema,
} from '@salesflow/shared/calls/calling-settings.schema';
import type { CallPurpose } from '@salesflow/shared/calls/india-calling';
import type { FieldError } from '@salesflow/shared/errors/error-body';
import { type FormEvent, useState } from 'react';

/** The calling rules as the card edits them, with scheduled auto-calling. */
export interface CallingRulesValues {
  start: string;
  end: string;
  days: number[];
  requireConsent: boolean;
  callsPerSecond: string;
  autoEnabled: boolean;
  autoDays: number[];
  autoStart: string;
  autoEnd: string;
  minScore: string;
  callsPerDay: string;
  autoPurpose: CallPurpose;
}

export type CallingRulesField = keyof CallingRulesValues | 'form';
export type CallingRulesErrors = Partial<Record<CallingRulesField, string>>;

const FIELD_OF_PATH: Record<string, keyof CallingRulesValues> = {
  'callingHours.start': 'start',
  'callingHours.end': 'end',
  'callingHours.days': 'days',
  requireConsent: 'requireConsent',
  callsPerSecond: 'callsPerSecond',
  'autoCalling.enabled': 'autoEnabled',
  'autoCalling.days': 'autoDays',
  'autoCalling.start': 'autoStart',
  'autoCalling.end': 'autoEnd',
  'autoCalling.minScore': 'minScore',
  'autoCalling.callsPerDay': 'callsPerDay',
  'autoCalling.purpose': 'autoPurpose',
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
  autoEnabled: settings.autoCalling.enabled,
  autoDays: [...settings.autoCalling.days],
  autoStart: settings.autoCalling.start,
  autoEnd: settings.autoCalling.end,
  minScore: String(settings.autoCalling.minScore),
  callsPerDay: String(settings.autoCalling.callsPerDay),
  autoPurpose: settings.autoCalling.purpose,
});

/** A number field's text as the schema reads it: empty is not a number. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** Checks with the schema the server uses; the payload is the whole object PUT takes. */
export const validateCallingRules = (values: CallingRulesValues) => {
  const result = callingSettingsSchema.safeParse({
    callingHours: {
      start: values.start,
      end: values.end,
      days: [...values.days].sort((a, b) => a - b),
    },
    requireConsent: values.requireConsent,
    callsPerSecond: numberOf(values.callsPerSecond),
    autoCalling: {
      enabled: values.autoEnabled,
      days: [...values.autoDays].sort((a, b) => a - b),
      start: values.autoStart,
      end: values.autoEnd,
      minScore: numberOf(values.minScore),
      callsPerDay: numberOf(values.callsPerDay),
      purpose: values.autoPurpose,
    },
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
    if (submitted) setErrors(validateCallingRules(next).errors);
    else if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const handleSubmit = (onValid: (payload: CallingSettings) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { payload, errors: found } = validateCallingRules(values);
    setErrors(found);
    if (payload) onValid(payload);
  };

  const showServerErrors = (details: readonly FieldError[]) => setErrors(toErrors(details));

  return { values, errors, setField, handleSubmit, showServerErrors };
};
