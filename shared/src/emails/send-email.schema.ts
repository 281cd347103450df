import * as z from 'zod/mini';
import { idParamSchema } from '../text/id-param';
import { cleanText } from '../text/text-fields';

export const EMAIL_LIMITS = { subject: 200, body: 20_000 } as const;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`),
    );

/**
 * POST /api/emails/send (document 1 section 7): the Compose Email dialog's To, Subject and
 * Message, and the contact it is written to. All required, as the dialog checks them.
 */
export const sendEmailSchema = z.object({
  to: z.pipe(
    z
      .string({ error: 'To is required' })
      .check(
        z.trim(),
        z.minLength(1, 'To is required'),
        z.maxLength(254, 'Enter a valid email address'),
      ),
    z.email('Enter a valid email address'),
  ),
  subject: required('Subject', EMAIL_LIMITS.subject).check(cleanText('single')),
  body: required('Message', EMAIL_LIMITS.body),
  contactId: idParamSchema.shape.id,
});
export type SendEmailInput = z.output<typeof sendEmailSchema>;

export interface SendEmailAnswer {
  success: true;
  messageId: string;
  activityId: string;
}
