import * as z from 'zod/mini';

/**
 * The customer's 24-hour window: a free-form text reaches them only within 24 hours of their last
 * message to the business; outside it, only an approved template does. Kept apart from the
 * message schemas, which carry the phone rules, so what reads the window stays light.
 */
export const WHATSAPP_WINDOW_MS = 24 * 3600 * 1000;

/** The reason code of a 409 from /api/whatsapp/send: the 24-hour window is closed. */
export const WINDOW_CLOSED_MESSAGE =
  'The 24-hour window to reply to this contact is closed: they have not written to you on WhatsApp in the last 24 hours. Send an approved template instead.';

/** GET /api/whatsapp/window?contactId=: the contacts WhatsApp dialog asks as it opens. */
export const whatsAppWindowQuerySchema = z.object({
  contactId: z
    .string({ error: 'Choose a contact' })
    .check(z.trim(), z.minLength(1, 'Choose a contact'), z.maxLength(64, 'Choose a contact')),
});

/**
 * Whether a free-form text can reach the contact now: WhatsApp set up, the contact has a phone,
 * and they wrote within the last 24 hours (`closesAt`: when that window closes).
 */
export interface WhatsAppWindow {
  configured: boolean;
  hasPhone: boolean;
  open: boolean;
  closesAt: string | null;
}
