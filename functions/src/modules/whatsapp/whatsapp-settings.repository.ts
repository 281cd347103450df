import { readItem } from '../../platform/data/read';
import { deleteWrite, putWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  fromWhatsAppSettingsItem,
  phoneNumberLookupKey,
  toWhatsAppSettingsItem,
  verifyTokenLookupKey,
  type WhatsAppSettingsRecord,
  whatsAppSettingsKey,
} from './whatsapp-settings.entity';

export class WhatsAppSettingsChangedError extends ConflictError {
  constructor() {
    super('The WhatsApp settings were changed elsewhere. Reload and try again.');
  }
}

export const readWhatsAppSettings = async (
  organizationId: string,
): Promise<WhatsAppSettingsRecord | null> => {
  const item = await readItem(whatsAppSettingsKey(organizationId));
  return item ? fromWhatsAppSettingsItem(item) : null;
};

/** `next` replaces the settings as read (version `previousVersion`, 0 when there were none). */
export const whatsAppSettingsSaveWrite = (
  previousVersion: number,
  next: WhatsAppSettingsRecord,
): Write =>
  putWrite(
    toWhatsAppSettingsItem(next),
    previousVersion === 0
      ? { expression: 'attribute_not_exists(pk)', error: () => new WhatsAppSettingsChangedError() }
      : {
          expression: 'version = :was',
          values: { ':was': previousVersion },
          error: () => new WhatsAppSettingsChangedError(),
        },
  );

const claim = (key: { pk: string; sk: string }, organizationId: string, error: () => Error) =>
  putWrite(
    { ...key, type: 'whatsappLookup', organizationId },
    {
      expression: 'attribute_not_exists(pk) OR organizationId = :org',
      values: { ':org': organizationId },
      error,
    },
  );

const release = (key: { pk: string; sk: string }, organizationId: string) =>
  deleteWrite(key, {
    expression: 'attribute_not_exists(pk) OR organizationId = :org',
    values: { ':org': organizationId },
    error: () => new WhatsAppSettingsChangedError(),
  });

/** The lookup items follow the phone number id and the verification token from `before` to `after`. */
export const whatsAppLookupWrites = (
  before: WhatsAppSettingsRecord,
  after: WhatsAppSettingsRecord,
): Write[] => {
  const org = after.organizationId;
  const writes: Write[] = [];
  if (before.phoneNumberId !== after.phoneNumberId) {
    if (before.phoneNumberId) writes.push(release(phoneNumberLookupKey(before.phoneNumberId), org));
    if (after.phoneNumberId) {
      writes.push(
        claim(
          phoneNumberLookupKey(after.phoneNumberId),
          org,
          () =>
            new ConflictError('This phone number ID is connected to another organization', [
              {
                field: 'phoneNumberId',
                message: 'This phone number ID is connected to another organization',
              },
            ]),
        ),
      );
    }
  }
  if (before.verifyTokenHash !== after.verifyTokenHash) {
    if (before.verifyTokenHash) {
      writes.push(release(verifyTokenLookupKey(before.verifyTokenHash), org));
    }
    if (after.verifyTokenHash) {
      writes.push(
        claim(
          verifyTokenLookupKey(after.verifyTokenHash),
          org,
          () =>
            new ConflictError('Choose another verification token', [
              { field: 'verifyToken', message: 'Choose another verification token' },
            ]),
        ),
      );
    }
  }
  return writes;
};

/**
 * The settings and their lookups go together (the organization is removed): from then on neither
 * its phone number id nor its verification token finds it. Only while they are as read.
 */
export const whatsAppSettingsRemoveWrites = (record: WhatsAppSettingsRecord): Write[] => {
  const org = record.organizationId;
  return [
    deleteWrite(whatsAppSettingsKey(org), {
      expression: 'version = :was',
      values: { ':was': record.version },
      error: () => new WhatsAppSettingsChangedError(),
    }),
    ...(record.phoneNumberId ? [release(phoneNumberLookupKey(record.phoneNumberId), org)] : []),
    ...(record.verifyTokenHash ? [release(verifyTokenLookupKey(record.verifyTokenHash), org)] : []),
  ];
};

const organizationOf = async (key: { pk: string; sk: string }) => {
  const item = await readItem(key);
  return typeof item?.organizationId === 'string' ? item.organizationId : null;
};

export const organizationByPhoneNumberId = (phoneNumberId: string) =>
  organizationOf(phoneNumberLookupKey(phoneNumberId));

export const organizationByVerifyTokenHash = (hash: string) =>
  organizationOf(verifyTokenLookupKey(hash));
