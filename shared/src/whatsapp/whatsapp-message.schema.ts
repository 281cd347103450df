import * as z from 'zod/mini';
import { isValidPhone } from '../contacts/phone';

/**
 * What is sent over WhatsApp, checked the same way by the forms (the contacts dialog, the
 * WhatsApp page's test) and the server: a phone number in international form with its country
 * code, and a message that is not empty once trimmed and at most WhatsApp's 4,096 characters.
 */
export const WHATSAPP_MESSAGE_MAX = 4096;

export const WHATSAPP_MESSAGES = {
  phone: 'Enter the phone number with its country code, starting with + (e.g. +919876543210)',
  message: 'Message cannot be empty',
  messageTooLong: `A WhatsApp message is at most ${WHATSAPP_MESSAGE_MAX} characters`,
  templateName: 'Choose a template',
  templateLanguage: 'Choose the template language',
  contactId: 'Choose a contact',
} as const;

/** Spaces, dashes, dots and brackets are how people type numbers; WhatsApp wants the digits. */
export const compactPhone = (value: string) => value.replace(/[\s\-().]/g, '');

export const isWhatsAppPhone = (value: string) => {
  const compact = compactPhone(value);
  return /^\+[1-9]\d{6,14}$/.test(compact) && isValidPhone(compact);
};

export const whatsAppPhoneSchema = z
  .string({ error: WHATSAPP_MESSAGES.phone })
  .check(
    z.trim(),
    z.maxLength(32, WHATSAPP_MESSAGES.phone),
    z.refine(isWhatsAppPhone, WHATSAPP_MESSAGES.phone),
  );

export const whatsAppTextSchema = z
  .string({ error: WHATSAPP_MESSAGES.message })
  .check(
    z.trim(),
    z.minLength(1, WHATSAPP_MESSAGES.message),
    z.maxLength(WHATSAPP_MESSAGE_MAX, WHATSAPP_MESSAGES.messageTooLong),
  );

const contactIdSchema = z
  .string({ error: WHATSAPP_MESSAGES.contactId })
  .check(
    z.trim(),
    z.minLength(1, WHATSAPP_MESSAGES.contactId),
    z.maxLength(64, WHATSAPP_MESSAGES.contactId),
  );

export const whatsAppTemplateChoiceSchema = z.strictObject({
  name: z
    .string({ error: WHATSAPP_MESSAGES.templateName })
    .check(
      z.trim(),
      z.minLength(1, WHATSAPP_MESSAGES.templateName),
      z.maxLength(512, WHATSAPP_MESSAGES.templateName),
    ),
  language: z
    .string({ error: WHATSAPP_MESSAGES.templateLanguage })
    .check(
      z.trim(),
      z.minLength(2, WHATSAPP_MESSAGES.templateLanguage),
      z.maxLength(15, WHATSAPP_MESSAGES.templateLanguage),
    ),
  parameters: z.optional(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(1024))).check(z.maxLength(10)),
  ),
});

/**
 * POST /api/whatsapp/send: a free-form text (within the customer's 24-hour window), or an
 * approved template (at any time): one of `message` and `template`.
 */
export const whatsAppSendSchema = z
  .strictObject({
    to: whatsAppPhoneSchema,
    contactId: contactIdSchema,
    message: z.optional(whatsAppTextSchema),
    template: z.optional(whatsAppTemplateChoiceSchema),
  })
  .check(
    z.refine((value) => (value.message === undefined) !== (value.template === undefined), {
      message: 'Send a message or a template, not both',
      path: ['message'],
    }),
  );
export type WhatsAppSendInput = z.input<typeof whatsAppSendSchema>;
export type WhatsAppSend = z.output<typeof whatsAppSendSchema>;

/** POST /api/whatsapp/test-message (the WhatsApp page's Testing tab). */
export const whatsAppTestMessageSchema = z.strictObject({
  phoneNumber: whatsAppPhoneSchema,
  message: whatsAppTextSchema,
});
export type WhatsAppTestMessageInput = z.input<typeof whatsAppTestMessageSchema>;

export interface WhatsAppSendResult {
  success: true;
  messageId: string;
}
