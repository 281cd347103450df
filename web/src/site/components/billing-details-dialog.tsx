import { billingCountries } from '@salesflow/shared/plans/countries';
import { INDIAN_STATES } from '@salesflow/shared/plans/indian-states';
import { type BillingDetails, billingDetailsSchema } from '@salesflow/shared/plans/invoice';
import { type FormEvent, useRef, useState } from 'react';
import { useModalDialog } from '../utils/use-modal-dialog';

type Field = 'legalName' | 'country' | 'state' | 'gstin';
export type BillingErrors = Partial<Record<Field, string>>;

export interface BillingDetailsDialogProps {
  open: boolean;
  /** What to start from: the saved details, else India on Indian time. */
  initial: { legalName: string; country: string; state: string; gstin: string };
  busy: boolean;
  /** The server's refusals, by field. */
  errors: BillingErrors;
  onSubmit: (details: BillingDetails) => void;
  onClose: () => void;
}

const COUNTRIES = billingCountries();

/** The first problem of each field, by the schema the server uses. */
const check = (
  values: Record<Field, string>,
): { details: BillingDetails; errors: null } | { details: null; errors: BillingErrors } => {
  const india = values.country === 'IN';
  const result = billingDetailsSchema.safeParse({
    legalName: values.legalName,
    country: values.country,
    ...(india && values.state ? { state: values.state } : {}),
    ...(india && values.gstin.trim() ? { gstin: values.gstin } : {}),
  });
  if (result.success && values.country) return { details: result.data, errors: null };
  const errors: BillingErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (!values.country) errors.country = 'Choose your country';
  return { details: null, errors };
};

/**
 * Before the first payment: where the customer is billed (country and, in India, state; GSTIN
 * optional), which is the place of supply that decides the GST on their invoice.
 */
export const BillingDetailsDialog = (props: BillingDetailsDialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, props.open);
  const [values, setValues] = useState(props.initial);
  const [checked, setChecked] = useState<BillingErrors>({});
  const errors = { ...props.errors, ...checked };
  const set = (field: Field, value: string) => setValues({ ...values, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { details, errors: found } = check(values);
    setChecked(found ?? {});
    if (details) props.onSubmit(details);
  };
  const fieldProps = (field: Field) => ({
    id: `billing-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `billing-${field}-error` : undefined,
  });
  const problem = (field: Field) =>
    errors[field] ? (
      <span className="field-error" id={`billing-${field}-error`}>
        {errors[field]}
      </span>
    ) : null;
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="billing-title" onClose={props.onClose}>
      <form onSubmit={submit} noValidate className="billing-form">
        <h2 id="billing-title">Where are you billed?</h2>
        <p className="muted">Your country and state decide the GST on your invoice.</p>
        <div className="field">
          <label htmlFor="billing-legalName">Legal name</label>
          <input
            {...fieldProps('legalName')}
            autoComplete="organization"
            value={values.legalName}
            onChange={(event) => set('legalName', event.target.value)}
          />
          {problem('legalName')}
        </div>
        <div className="field">
          <label htmlFor="billing-country">Country</label>
          <select
            {...fieldProps('country')}
            value={values.country}
            onChange={(event) => set('country', event.target.value)}
          >
            <option value="">Choose…</option>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {problem('country')}
        </div>
        {values.country === 'IN' ? (
          <>
            <div className="field">
              <label htmlFor="billing-state">State</label>
              <select
                {...fieldProps('state')}
                value={values.state}
                onChange={(event) => set('state', event.target.value)}
              >
                <option value="">Choose…</option>
                {INDIAN_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
              {problem('state')}
            </div>
            <div className="field">
              <label htmlFor="billing-gstin">GSTIN (optional)</label>
              <input
                {...fieldProps('gstin')}
                value={values.gstin}
                onChange={(event) => set('gstin', event.target.value)}
              />
              {problem('gstin')}
            </div>
          </>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={props.onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={props.busy}>
            {props.busy ? 'Upgrading...' : 'Continue to Payment'}
          </button>
        </div>
      </form>
    </dialog>
  );
};
