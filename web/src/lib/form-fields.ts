import type { ChangeEvent } from 'react';
import type { FormErrors } from './use-validated-form';

/** What a dialog form's fields component gets from the form's state. */
export interface FormFieldsProps<V> {
  values: V;
  errors: FormErrors<V>;
  disabled: boolean;
  onChange: <F extends keyof V>(field: F, value: V[F]) => void;
}

/** The fields whose value is text. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * TextField props bound to a form: `field(name, label)` gives the id (`prefix-name`), name, label,
 * disabled state and the field's message; `text(name, label)` adds a text field's value and onChange.
 */
export const bindFormFields = <V>(
  prefix: string,
  { values, errors, disabled, onChange }: FormFieldsProps<V>,
) => {
  const field = (name: keyof V & string, label: string) => ({
    id: `${prefix}-${name}`,
    name,
    label,
    error: Boolean(errors[name]),
    helperText: errors[name],
    disabled,
    fullWidth: true,
  });
  const text = <K extends TextField<V>>(name: K, label: string) => ({
    ...field(name, label),
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value as V[K]),
  });
  return { field, text };
};
