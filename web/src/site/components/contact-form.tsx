import {
  type ContactMessageInput,
  contactMessageSchema,
  INQUIRY_TYPES,
  TEAM_SIZES,
} from '@salesflow/shared/site/contact-message.schema';
import { type FormEvent, useState } from 'react';
import { sendContactMessage } from '../utils/send-contact-message';

type Values = Required<{ [K in keyof ContactMessageInput]: string }>;
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  role: '',
  teamSize: '',
  message: '',
  inquiry: 'sales',
  website: '',
};

const INQUIRY_LABELS: Record<(typeof INQUIRY_TYPES)[number], string> = {
  sales: 'Sales',
  support: 'Technical support',
  partnership: 'Partnership',
  demo: 'Book a demo',
  other: 'Other',
};

/** The first message of each field, from the schema the server uses. */
const validate = (values: Values): Errors => {
  const result = contactMessageSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Values | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string };

interface FieldProps {
  name: keyof Values;
  label: string;
  values: Values;
  errors: Errors;
  onChange: (name: keyof Values, value: string) => void;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  wide?: boolean;
}

const Field = ({ name, label, values, errors, onChange, type, required, ...rest }: FieldProps) => {
  const id = `contact-${name}`;
  const error = errors[name];
  const common = {
    id,
    name,
    value: values[name],
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  };
  return (
    <div className={`field${rest.wide ? ' form-wide' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {name === 'message' ? (
        <textarea {...common} />
      ) : (
        <input {...common} type={type ?? 'text'} autoComplete={rest.autoComplete} />
      )}
      {error ? (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
};

/**
 * The contact page's message form: checked by the server's own rules as the visitor submits,
 * then stored and emailed to the sales inbox (POST /api/contact-messages).
 */
export const ContactForm = () => {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const change = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    const answer = await sendContactMessage(values as ContactMessageInput);
    if (answer.ok) {
      setValues(EMPTY);
      setStatus({ kind: 'sent' });
      return;
    }
    setErrors(answer.fieldErrors as Errors);
    setStatus({ kind: 'failed', message: answer.message });
  };
  const field = { values, errors, onChange: change };
  return (
    <form className="card" onSubmit={submit} noValidate aria-label="Send us a message">
      <h2>Send us a message</h2>
      {status.kind === 'sent' ? (
        <div className="alert alert-success" role="status">
          <strong>Message Sent Successfully!</strong>
          <div>Our team will get back to you within 24 hours.</div>
        </div>
      ) : null}
      {status.kind === 'failed' ? (
        <div className="alert alert-error" role="alert">
          {status.message}
        </div>
      ) : null}
      <div className="form-grid">
        <Field {...field} name="firstName" label="First Name" required autoComplete="given-name" />
        <Field {...field} name="lastName" label="Last Name" required autoComplete="family-name" />
        <Field {...field} name="email" label="Email" type="email" required autoComplete="email" />
        <Field {...field} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <Field {...field} name="company" label="Company" required autoComplete="organization" />
        <Field {...field} name="role" label="Role" autoComplete="organization-title" />
        <div className="field">
          <label htmlFor="contact-teamSize">Team Size</label>
          <select
            id="contact-teamSize"
            value={values.teamSize}
            onChange={(event) => change('teamSize', event.target.value)}
          >
            <option value="">Select team size</option>
            {TEAM_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} people
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="contact-inquiry">Inquiry Type</label>
          <select
            id="contact-inquiry"
            value={values.inquiry}
            onChange={(event) => change('inquiry', event.target.value)}
          >
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {INQUIRY_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <Field {...field} name="message" label="Message" required wide />
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="contact-website">Website</label>
          <input
            id="contact-website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) => change('website', event.target.value)}
          />
        </div>
      </div>
      <p>
        <button
          type="submit"
          className="button button-primary button-large"
          disabled={status.kind === 'sending'}
        >
          {status.kind === 'sending' ? 'Sending...' : 'Send Message'}
        </button>
      </p>
    </form>
  );
};
