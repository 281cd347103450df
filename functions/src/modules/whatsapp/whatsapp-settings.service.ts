import { maskOf } from '@salesflow/shared/settings/security-settings-view';
import {
  WHATSAPP_NOT_CONFIGURED,
  type WhatsAppSecretField,
  type WhatsAppSettingsView,
  type WhatsAppStatus,
} from '@salesflow/shared/whatsapp/whatsapp-settings';
import type { Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import { openSecret, SecretUnreadableError } from '../../platform/secrets/secret-box';
import type { WhatsAppSettingsRecord } from './whatsapp-settings.entity';
import { readWhatsAppSettings, whatsAppSettingsRemoveWrites } from './whatsapp-settings.repository';

/** The one URL WhatsApp delivers to, for every organization (the lookup items tell them apart). */
export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';

export const whatsAppWebhookUrl = () =>
  `${(process.env.PUBLIC_API_URL || process.env.APP_ORIGIN || '').replace(/\/+$/, '')}${WHATSAPP_WEBHOOK_PATH}`;

const isSet = (record: WhatsAppSettingsRecord | null, field: WhatsAppSecretField) =>
  Boolean(record?.secrets[field]?.sealed);

/** All that sending and receiving need: the token, the number, the app secret, the verify token. */
export const isConfigured = (record: WhatsAppSettingsRecord | null) =>
  Boolean(
    record?.phoneNumberId &&
      isSet(record, 'accessToken') &&
      isSet(record, 'appSecret') &&
      isSet(record, 'verifyToken'),
  );

export const statusOf = (record: WhatsAppSettingsRecord | null): WhatsAppStatus => {
  const configured = isConfigured(record);
  return {
    configured,
    status: !configured ? WHATSAPP_NOT_CONFIGURED : (record?.check?.status ?? 'Unknown'),
    phoneNumber: configured ? (record?.check?.phoneNumber ?? null) : null,
    webhookUrl: whatsAppWebhookUrl(),
  };
};

/** GET /api/whatsapp/status: from the stored settings and their last check, no call out. */
export const whatsAppStatus = async (organizationId: string): Promise<WhatsAppStatus> =>
  statusOf(await readWhatsAppSettings(organizationId));

export const whatsAppSettingsView = (
  record: WhatsAppSettingsRecord | null,
): WhatsAppSettingsView => {
  const masked = (field: WhatsAppSecretField) => {
    const stored = record?.secrets[field];
    return stored?.sealed && stored.last4 !== null ? maskOf(stored.last4) : '';
  };
  const status = statusOf(record);
  return {
    accessToken: masked('accessToken'),
    appSecret: masked('appSecret'),
    verifyToken: masked('verifyToken'),
    phoneNumberId: record?.phoneNumberId ?? '',
    businessAccountId: record?.businessAccountId ?? '',
    configured: status.configured,
    status: status.status,
    phoneNumber: status.phoneNumber,
    checkedAt: record?.check?.checkedAt ?? null,
    webhookUrl: status.webhookUrl,
  };
};

export const whatsAppSettings = async (organizationId: string) =>
  whatsAppSettingsView(await readWhatsAppSettings(organizationId));

/** A secret in the clear, or null when not set or unreadable. */
export const openWhatsAppSecret = async (
  record: WhatsAppSettingsRecord | null,
  field: WhatsAppSecretField,
): Promise<string | null> => {
  const sealed = record?.secrets[field]?.sealed;
  if (!record || !sealed) return null;
  try {
    return await openSecret(sealed, {
      organizationId: record.organizationId,
      purpose: `whatsapp.${field}`,
    });
  } catch (error) {
    if (error instanceof SecretUnreadableError) return null;
    throw error;
  }
};

export class WhatsAppNotConfiguredError extends ConflictError {
  constructor() {
    super(
      'WhatsApp is not configured: add the access token, phone number ID, app secret and verification token in Settings → Security → WhatsApp.',
    );
  }
}

export interface WhatsAppSender {
  accessToken: string;
  phoneNumberId: string;
  businessAccountId: string | null;
  /** The organization's own number, for the messages it sends ("from"). */
  phoneNumber: string | null;
}

/** The organization's credentials to send with; WhatsAppNotConfiguredError (409) when missing. */
export const whatsAppSender = async (organizationId: string): Promise<WhatsAppSender> => {
  const record = await readWhatsAppSettings(organizationId);
  if (!isConfigured(record) || !record?.phoneNumberId) throw new WhatsAppNotConfiguredError();
  const accessToken = await openWhatsAppSecret(record, 'accessToken');
  if (!accessToken) throw new WhatsAppNotConfiguredError();
  return {
    accessToken,
    phoneNumberId: record.phoneNumberId,
    businessAccountId: record.businessAccountId,
    phoneNumber: record.check?.phoneNumber ?? null,
  };
};

/**
 * For an organization being removed (a never-used sign-up organization): its WhatsApp settings
 * and their lookups go in the removal's transaction, so no delivery finds it from that moment.
 */
export const whatsAppSettingsRemovalWrites = async (organizationId: string): Promise<Write[]> => {
  const record = await readWhatsAppSettings(organizationId);
  return record ? whatsAppSettingsRemoveWrites(record) : [];
};
