import * as z from 'zod/mini';
import { optionalText, requiredText } from '../text/text-fields';

/** The contact page's "Team size" choices (document 2, section 3). */
export const TEAM_SIZES = ['1-5', '6-20', '21-50', '51-100', '100+'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

/** What the message is about; `sales` unless the visitor picks another. */
export const INQUIRY_TYPES = ['sales', 'support', 'partnership', 'demo', 'other'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const CONTACT_MESSAGE_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  company: 200,
  role: 100,
  message: 5000,
} as const;

const PHONE_MESSAGE = 'Enter a valid phone number';
/** Digits with the usual separators, 7 to 15 digits in all (E.164's longest). */
const looksLikePhone = (value: string) => {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
};

/**
 * The contact page's form and POST /api/contact-messages, one set of rules: first name, last
 * name, email, company and message required; phone, role and team size optional; the inquiry
 * type defaults to sales. `website` is a field people never see: only robots fill it in.
 */
export const contactMessageSchema = z.object({
  firstName: requiredText('First name', CONTACT_MESSAGE_LIMITS.name),
  lastName: requiredText('Last name', CONTACT_MESSAGE_LIMITS.name),
  email: z.pipe(
    z
      .string({ error: 'Email is required' })
      .check(
        z.trim(),
        z.minLength(1, 'Email is required'),
        z.maxLength(
          CONTACT_MESSAGE_LIMITS.email,
          `Email must be at most ${CONTACT_MESSAGE_LIMITS.email} characters`,
        ),
      ),
    z.email('Enter a valid email address'),
  ),
  phone: optionalText(CONTACT_MESSAGE_LIMITS.phone).check(
    z.refine((value) => value === null || looksLikePhone(value), PHONE_MESSAGE),
  ),
  company: requiredText('Company', CONTACT_MESSAGE_LIMITS.company),
  role: optionalText(CONTACT_MESSAGE_LIMITS.role),
  teamSize: z.pipe(
    z.transform((value: unknown) => (value === '' || value === undefined ? null : value)),
    z.nullable(z.enum(TEAM_SIZES, { error: 'Choose one of the listed team sizes' })),
  ),
  message: requiredText('Message', CONTACT_MESSAGE_LIMITS.message, 'multi'),
  inquiry: z._default(
    z.enum(INQUIRY_TYPES, { error: 'Choose one of the listed inquiry types' }),
    'sales',
  ),
  website: z.optional(z.string().check(z.maxLength(500))),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** POST /api/contact-messages answers 201 with this. */
export interface ContactMessageReceipt {
  id: string;
  receivedAt: string;
}
