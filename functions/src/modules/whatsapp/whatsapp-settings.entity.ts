import { createHash } from 'node:crypto';
import {
  WHATSAPP_SECRET_FIELDS,
  type WhatsAppSecretField,
} from '@salesflow/shared/whatsapp/whatsapp-settings';
import { keyShape } from '../../platform/data/key-shape';
import { ORGANIZATION_PARTITION } from '../../platform/data/shared-partitions';

/**
 * Key layout of an organization's WhatsApp Cloud API credentials: one item beside its profile
 * (`ORG#<id>`, `WHATSAPP_SETTINGS`), secrets sealed (platform/secrets, bound to the organization
 * and the field) with their last 4 characters for the mask; the phone number id and business
 * account id kept whole. The webhook URL is one for every organization, so two lookup items find
 * the organization a request is for: by the phone number id a delivery names, and by a hash of
 * the verification token the handshake sends. Each is claimed by one organization only.
 */
export const whatsAppSettingsKey = (organizationId: string) => ({
  pk: ORGANIZATION_PARTITION.key(organizationId),
  sk: 'WHATSAPP_SETTINGS',
});

export const PHONE_NUMBER_LOOKUP_PARTITION = keyShape('WHATSAPP#PHONE#<phone number id>');
export const phoneNumberLookupKey = (phoneNumberId: string) => ({
  pk: PHONE_NUMBER_LOOKUP_PARTITION.key(phoneNumberId),
  sk: 'ORG',
});

export const VERIFY_TOKEN_LOOKUP_PARTITION = keyShape('WHATSAPP#VERIFY#<token hash>');
export const verifyTokenLookupKey = (tokenHash: string) => ({
  pk: VERIFY_TOKEN_LOOKUP_PARTITION.key(tokenHash),
  sk: 'ORG',
});

export const hashVerifyToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export interface StoredWhatsAppSecret {
  sealed: string | null;
  last4: string | null;
  changedAt: string;
  changedById: string;
}

/** The last check against WhatsApp (made on saving): "Connected", or what WhatsApp said. */
export interface WhatsAppCheck {
  ok: boolean;
  status: string;
  phoneNumber: string | null;
  checkedAt: string;
}

export interface WhatsAppSettingsRecord {
  organizationId: string;
  secrets: Partial<Record<WhatsAppSecretField, StoredWhatsAppSecret>>;
  phoneNumberId: string | null;
  businessAccountId: string | null;
  verifyTokenHash: string | null;
  check: WhatsAppCheck | null;
  version: number;
}

export const emptyWhatsAppSettings = (organizationId: string): WhatsAppSettingsRecord => ({
  organizationId,
  secrets: {},
  phoneNumberId: null,
  businessAccountId: null,
  verifyTokenHash: null,
  check: null,
  version: 0,
});

export const toWhatsAppSettingsItem = (record: WhatsAppSettingsRecord) => ({
  ...whatsAppSettingsKey(record.organizationId),
  type: 'whatsappSettings',
  ...record,
});

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export const fromWhatsAppSettingsItem = (item: Record<string, unknown>): WhatsAppSettingsRecord => {
  const stored = (item.secrets ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const secrets: WhatsAppSettingsRecord['secrets'] = {};
  for (const field of WHATSAPP_SECRET_FIELDS) {
    const value = stored[field];
    if (value && typeof value === 'object') {
      secrets[field] = {
        sealed: text(value.sealed),
        last4: text(value.last4),
        changedAt: String(value.changedAt ?? ''),
        changedById: String(value.changedById ?? ''),
      };
    }
  }
  const check = item.check as WhatsAppCheck | null | undefined;
  return {
    organizationId: String(item.organizationId),
    secrets,
    phoneNumberId: text(item.phoneNumberId),
    businessAccountId: text(item.businessAccountId),
    verifyTokenHash: text(item.verifyTokenHash),
    check: check && typeof check === 'object' ? check : null,
    version: Number(item.version ?? 0),
  };
};
