import {
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
  return {
    openaiApiKey: masked('openaiApiKey'),
    twilioAccountSid: masked('twilioAccountSid'),
    twilioAuthToken: masked('twilioAuthToken'),
    twilioPhoneNumber: phone?.value ?? '',
    status: {
      openaiApiKey: statusOf(secret('openaiApiKey'), !!secret('openaiApiKey')?.sealed),
      twilioAccountSid: statusOf(secret('twilioAccountSid'), !!secret('twilioAccountSid')?.sealed),
      twilioAuthToken: statusOf(secret('twilioAuthToken'), !!secret('twilioAuthToken')?.sealed),
      twilioPhoneNumber: statusOf(phone, !!phone?.value),
    },
  };
};

export const securitySettings = async (organizationId: string): Promise<SecuritySettingsView> =>
  securitySettingsView(await readSecuritySettings(organizationId));
