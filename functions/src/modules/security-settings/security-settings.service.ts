import {
  EXOTEL_REGIONS,
  type ExotelRegion,
  type FieldStatus,
  maskOf,
  type SecretField,
  type SecuritySettingsView,
} from '@salesflow/shared/settings/security-settings-view';
import type { FieldChange, SecuritySettingsRecord } from './security-settings.entity';
import { readSecuritySettings } from './security-settings.repository';

/**
 * The Security tab's view of an organization's provider keys: masks kept beside the sealed values,
 * so reading it opens no secret (provider-keys.service.ts is where they are opened).
 */
const statusOf = (change: FieldChange | undefined | null, set: boolean): FieldStatus => ({
  set,
  changedAt: change?.changedAt || null,
  changedBy: change?.changedBy || null,
});

const exotelRegionOf = (value: string | null | undefined): ExotelRegion | '' =>
  EXOTEL_REGIONS.find((known) => known === value) ?? '';

/** GET /api/settings/security: masks (last 4 characters), the phone number, each field's status. */
export const securitySettingsView = (
  record: SecuritySettingsRecord | null,
): SecuritySettingsView => {
  const secret = (field: SecretField) => record?.secrets[field];
  const masked = (field: SecretField) => {
    const stored = secret(field);
    return stored?.sealed && stored.last4 !== null ? maskOf(stored.last4) : '';
  };
  const phone = record?.twilioPhoneNumber;
  const region = record?.exotelRegion;
  const secretStatus = (field: SecretField) => statusOf(secret(field), !!secret(field)?.sealed);
  return {
    openaiApiKey: masked('openaiApiKey'),
    twilioAccountSid: masked('twilioAccountSid'),
    twilioAuthToken: masked('twilioAuthToken'),
    twilioPhoneNumber: phone?.value ?? '',
    exotelAccountSid: masked('exotelAccountSid'),
    exotelApiKey: masked('exotelApiKey'),
    exotelApiToken: masked('exotelApiToken'),
    exotelRegion: exotelRegionOf(region?.value),
    status: {
      openaiApiKey: secretStatus('openaiApiKey'),
      twilioAccountSid: secretStatus('twilioAccountSid'),
      twilioAuthToken: secretStatus('twilioAuthToken'),
      twilioPhoneNumber: statusOf(phone, !!phone?.value),
      exotelAccountSid: secretStatus('exotelAccountSid'),
      exotelApiKey: secretStatus('exotelApiKey'),
      exotelApiToken: secretStatus('exotelApiToken'),
      exotelRegion: statusOf(region, !!region?.value),
    },
  };
};

export const securitySettings = async (organizationId: string): Promise<SecuritySettingsView> =>
  securitySettingsView(await readSecuritySettings(organizationId));
