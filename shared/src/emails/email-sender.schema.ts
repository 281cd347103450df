import * as z from 'zod/mini';

/**
 * The organization's own sending address (Settings → Security): emails from SalesFlow go out from
 * it once it is confirmed. Two steps prove it: a 6-digit code we email to it (so no organization
 * can send as an address another one owns), then Amazon SES's own verification of the address,
 * unless SES already lets us send from it (its domain verified, say).
 */
export const emailSenderSchema = z.object({
  address: z.pipe(
    z
      .string({ error: 'Sending address is required' })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, 'Sending address is required'),
        z.maxLength(254, 'Enter a valid email address'),
      ),
    z.email('Enter a valid email address'),
  ),
});
export type EmailSenderInput = z.output<typeof emailSenderSchema>;

export const confirmEmailSenderSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code')),
});
export type ConfirmEmailSenderInput = z.output<typeof confirmEmailSenderSchema>;

/**
 * - `confirming`: the code was emailed to the address; enter it.
 * - `awaiting-ses`: the code matched; Amazon SES emailed a link to the address; open it.
 * - `verified`: emails go out from the address.
 */
export type EmailSenderStatus = 'confirming' | 'awaiting-ses' | 'verified';

export interface EmailSender {
  address: string;
  status: EmailSenderStatus;
  requestedAt: string;
  verifiedAt: string | null;
  /** Confirming only: when the emailed code stops working. */
  codeExpiresAt: string | null;
}

/** GET/PUT/POST/DELETE /api/settings/email-sender. */
export interface EmailSenderAnswer {
  sender: EmailSender | null;
  /** Where emails come from while no address of the organization's own is verified. */
  productAddress: string;
  /** Owners and admins change it; everyone reads where emails come from. */
  canManage: boolean;
}

export const SENDER_CODE_MINUTES = 30;
export const SENDER_CODE_ATTEMPTS = 5;
