import * as z from 'zod/mini';
import { isMasked } from '../settings/security-settings-view';

/**
 * The organization's WhatsApp Cloud API credentials (PUT /api/settings/whatsapp and the Settings
 * card): the same rules on both sides. Secrets (access token, app secret, verification token) may
 * be a new value, "" to remove, or omitted / their mask to keep; the ids are digits.
 */
export const WHATSAPP_SECRET_FIELDS = ['accessToken', 'appSecret', 'verifyToken'] as const;
export type WhatsAppSecretField = (typeof WHATSAPP_SECRET_FIELDS)[number];
export const WHATSAPP_ID_FIELDS = ['phoneNumberId', 'businessAccountId'] as const;
export type WhatsAppIdField = (typeof WHATSAPP_ID_FIELDS)[number];

export const WHATSAPP_FIELD_NAMES: Record<WhatsAppSecretField | WhatsAppIdField, string> = {
  accessToken: 'access token',
  phoneNumberId: 'phone number ID',
  businessAccountId: 'WhatsApp Business Account ID',
  verifyToken: 'webhook verification token',
  appSecret: 'app secret',
};

export const WHATSAPP_SETTINGS_MESSAGES = {
  accessToken: 'Enter the access token as given, without spaces (20 to 1024 characters)',
  appSecret: 'Enter the app secret: 16 to 128 letters and digits',
  verifyToken: 'Enter a verification token of 8 to 128 characters, without spaces',
  phoneNumberId: 'Enter the phone number ID: digits only (from WhatsApp Manager → API Setup)',
  businessAccountId: 'Enter the WhatsApp Business Account ID: digits only',
} as const;

const RULES: Record<WhatsAppSecretField | WhatsAppIdField, RegExp> = {
  accessToken: /^[\x21-\x7E]{20,1024}$/,
  appSecret: /^[A-Za-z0-9]{16,128}$/,
  verifyToken: /^[\x21-\x7E]{8,128}$/,
  phoneNumberId: /^\d{5,30}$/,
  businessAccountId: /^\d{5,30}$/,
};

export const isValidWhatsAppField = (field: keyof typeof RULES, value: string) =>
  RULES[field].test(value);

const secretField = (field: WhatsAppSecretField) =>
  z.optional(
    z.string({ error: WHATSAPP_SETTINGS_MESSAGES[field] }).check(
      z.trim(),
      z.maxLength(1024, WHATSAPP_SETTINGS_MESSAGES[field]),
      z.refine(
        (value) => value === '' || isMasked(value) || isValidWhatsAppField(field, value),
        WHATSAPP_SETTINGS_MESSAGES[field],
      ),
    ),
  );

const idField = (field: WhatsAppIdField) =>
  z.optional(
    z.string({ error: WHATSAPP_SETTINGS_MESSAGES[field] }).check(
      z.trim(),
      z.refine(
        (value) => value === '' || isValidWhatsAppField(field, value),
        WHATSAPP_SETTINGS_MESSAGES[field],
      ),
    ),
  );

export const whatsAppSettingsInputSchema = z.strictObject({
  accessToken: secretField('accessToken'),
  appSecret: secretField('appSecret'),
  verifyToken: secretField('verifyToken'),
  phoneNumberId: idField('phoneNumberId'),
  businessAccountId: idField('businessAccountId'),
});
export type WhatsAppSettingsInput = z.input<typeof whatsAppSettingsInputSchema>;
export type WhatsAppSettingsUpdate = z.output<typeof whatsAppSettingsInputSchema>;

/** What the card shows: secrets masked ("" when not set), ids whole, the last check. */
export interface WhatsAppSettingsView {
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  phoneNumberId: string;
  businessAccountId: string;
  configured: boolean;
  status: string;
  phoneNumber: string | null;
  checkedAt: string | null;
  webhookUrl: string;
}

/** GET /api/whatsapp/status. */
export interface WhatsAppStatus {
  configured: boolean;
  status: string;
  phoneNumber: string | null;
  webhookUrl: string;
}

export const WHATSAPP_CONNECTED = 'Connected';
export const WHATSAPP_NOT_CONFIGURED = 'Not Configured';

/** A template as GET /api/whatsapp/templates lists it; `usable` when approved. */
export interface WhatsAppTemplate {
  name: string;
  language: string;
  category: string;
  status: string;
  /** The body text with its {{1}} placeholders, when it has one. */
  body: string | null;
  /** How many {{n}} parameters the body takes. */
  parameterCount: number;
  usable: boolean;
  updatedAt: string;
}
