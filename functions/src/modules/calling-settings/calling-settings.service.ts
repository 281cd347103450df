import { roleAtLeast } from '@salesflow/shared/auth/roles';
import {
  type CallingSettings,
  type CallingSettingsView,
  mergeCallingSettings,
} from '@salesflow/shared/calls/calling-settings.schema';
import type { AuthContext } from '../../platform/auth/session';
import { commit } from '../../platform/data/unit-of-work';
import {
  callingSettingsWrite,
  readAutoCallingOrganizations,
  readCallingSettings,
} from './calling-settings.repository';

/** The organizations with scheduled auto-calling switched on. */
export const autoCallingOrganizations = (): Promise<string[]> => readAutoCallingOrganizations();

/** The organization's calling rules, saved over the defaults: the dialer and the checks read them. */
export const callingSettingsOf = async (organizationId: string): Promise<CallingSettings> =>
  mergeCallingSettings((await readCallingSettings(organizationId)).stored);

/** GET /api/settings/calling: every member reads them (the calling screen); admins change them. */
export const callingSettingsFor = async (auth: AuthContext): Promise<CallingSettingsView> => {
  const { stored, updatedAt } = await readCallingSettings(auth.organizationId);
  return {
    ...mergeCallingSettings(stored),
    updatedAt,
    canManage: roleAtLeast(auth.role ?? 'member', 'admin'),
  };
};

/** PUT /api/settings/calling: the whole settings (the last save wins, whole). */
export const saveCallingSettings = async (
  auth: AuthContext,
  settings: CallingSettings,
): Promise<CallingSettingsView> => {
  const updatedAt = new Date().toISOString();
  await commit([callingSettingsWrite(auth.organizationId, settings, updatedAt)]);
  return { ...settings, updatedAt, canManage: true };
};
