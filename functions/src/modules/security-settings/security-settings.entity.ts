import { SECRET_FIELDS, type SecretField } from '@salesflow/shared/settings/security-settings-view';
import { ORGANIZATION_PARTITION } from '../../platform/data/shared-partitions';

/**
 * Key layout of an organization's provider keys: one item per organization, beside its profile
 * (`ORG#<id>`). Each secret is kept sealed (platform/secrets: envelope encryption bound to the
 * organization and the field) with its last 4 characters for the mask, so reading the tab opens
 * nothing; the phone number is not a secret and is kept whole.
 */
export const securitySettingsKey = (organizationId: string) => ({
  pk: ORGANIZATION_PARTITION.key(organizationId),
  sk: 'SECURITY_SETTINGS',
});

/** Who changed a field, and when (a removal is a change too). */
export interface FieldChange {
  changedAt: string;
  changedById: string;
  changedBy: string;
}

export interface StoredSecret extends FieldChange {
  /** null once removed. */
  sealed: string | null;
  last4: string | null;
}

export interface StoredPhone extends FieldChange {
  value: string | null;
}

export interface SecuritySettingsRecord {
  organizationId: string;
  secrets: Partial<Record<SecretField, StoredSecret>>;
  twilioPhoneNumber: StoredPhone | null;
  /** Exotel's cluster, not a secret: kept whole like the phone number. */
  exotelRegion?: StoredPhone | null;
  /** Bumped on every save: a save based on an older read fails and is made again. */
  version: number;
}

export const emptySecuritySettings = (organizationId: string): SecuritySettingsRecord => ({
  organizationId,
  secrets: {},
  twilioPhoneNumber: null,
  version: 0,
});

export const toSecuritySettingsItem = (record: SecuritySettingsRecord) => ({
  ...securitySettingsKey(record.organizationId),
  type: 'securitySettings',
  organizationId: record.organizationId,
  ...record.secrets,
  twilioPhoneNumber: record.twilioPhoneNumber,
  exotelRegion: record.exotelRegion ?? null,
  version: record.version,
});

const text = (value: unknown) => (typeof value === 'string' ? value : null);

const changeOf = (value: Record<string, unknown>): FieldChange => ({
  changedAt: String(value.changedAt ?? ''),
  changedById: String(value.changedById ?? ''),
  changedBy: String(value.changedBy ?? ''),
});

export const fromSecuritySettingsItem = (item: Record<string, unknown>): SecuritySettingsRecord => {
  const secrets: Partial<Record<SecretField, StoredSecret>> = {};
  for (const field of SECRET_FIELDS) {
    const stored = item[field] as Record<string, unknown> | undefined;
    if (stored && typeof stored === 'object') {
      secrets[field] = {
        ...changeOf(stored),
        sealed: text(stored.sealed),
        last4: text(stored.last4),
      };
    }
  }
  const phone = item.twilioPhoneNumber as Record<string, unknown> | null | undefined;
  const region = item.exotelRegion as Record<string, unknown> | null | undefined;
  return {
    organizationId: String(item.organizationId),
    secrets,
    twilioPhoneNumber:
      phone && typeof phone === 'object' ? { ...changeOf(phone), value: text(phone.value) } : null,
    exotelRegion:
      region && typeof region === 'object'
        ? { ...changeOf(region), value: text(region.value) }
        : null,
    version: Number(item.version ?? 0),
  };
};
