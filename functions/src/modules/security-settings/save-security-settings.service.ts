import { toE164 } from '@salesflow/shared/contacts/phone';
import { joinName } from '@salesflow/shared/settings/person-name';
import type { SecuritySettingsUpdate } from '@salesflow/shared/settings/security-settings';
import {
  isMasked,
  SECRET_FIELDS,
  type SecretField,
  type SecuritySettingsView,
} from '@salesflow/shared/settings/security-settings-view';
import type { AuthContext } from '../../platform/auth/session';
import { commit } from '../../platform/data/unit-of-work';
import { sealSecret } from '../../platform/secrets/secret-box';
import { userById } from '../directory/user-directory.service';
import {
  emptySecuritySettings,
  type FieldChange,
  type SecuritySettingsRecord,
  type StoredSecret,
} from './security-settings.entity';
import {
  readSecuritySettings,
  SecuritySettingsChangedError,
  securitySettingsSaveWrite,
} from './security-settings.repository';
import { securitySettingsView } from './security-settings.service';

// Apart from security-settings.service: parsing the phone brings libphonenumber's metadata, which
// only the save needs.

/** What the form asks of one secret: a new value, its removal, or nothing (omitted or its mask). */
type SecretChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; value: string };

const secretChange = (value: string | undefined): SecretChange => {
  if (value === undefined || isMasked(value)) return { kind: 'keep' };
  return value === '' ? { kind: 'remove' } : { kind: 'set', value };
};

/**
 * POST /api/settings/security. New secrets are sealed first (a fresh data key each, bound to the
 * organization and the field), then the item is written in one conditional put: a save that
 * another one overtook is made again on a fresh read, and a refused input writes nothing.
 */
export const saveSecuritySettings = async (
  auth: AuthContext,
  update: SecuritySettingsUpdate,
): Promise<SecuritySettingsView> => {
  const { organizationId } = auth;
  const user = await userById(auth.userId);
  const changedBy = user ? joinName(user.firstName, user.lastName) || user.email : auth.userId;
  const change = (): FieldChange => ({
    changedAt: new Date().toISOString(),
    changedById: auth.userId,
    changedBy,
  });
  const sealed = new Map<SecretField, StoredSecret>();
  for (const field of SECRET_FIELDS) {
    const asked = secretChange(update[field]);
    if (asked.kind !== 'set') continue;
    sealed.set(field, {
      ...change(),
      sealed: await sealSecret(asked.value, { organizationId, purpose: field }),
      last4: asked.value.slice(-4),
    });
  }
  const phone =
    update.twilioPhoneNumber === undefined
      ? undefined
      : update.twilioPhoneNumber === ''
        ? null
        : toE164(update.twilioPhoneNumber);

  for (let attempt = 0; ; attempt += 1) {
    const current =
      (await readSecuritySettings(organizationId)) ?? emptySecuritySettings(organizationId);
    const next: SecuritySettingsRecord = {
      ...current,
      secrets: { ...current.secrets },
      version: current.version + 1,
    };
    for (const field of SECRET_FIELDS) {
      const asked = secretChange(update[field]);
      const fresh = sealed.get(field);
      if (fresh) next.secrets[field] = fresh;
      else if (asked.kind === 'remove' && current.secrets[field]?.sealed) {
        next.secrets[field] = { ...change(), sealed: null, last4: null };
      }
    }
    if (phone !== undefined && phone !== (current.twilioPhoneNumber?.value ?? null)) {
      next.twilioPhoneNumber = { ...change(), value: phone };
    }
    const region = update.exotelRegion === undefined ? undefined : update.exotelRegion || null;
    if (region !== undefined && region !== (current.exotelRegion?.value ?? null)) {
      next.exotelRegion = { ...change(), value: region };
    }
    try {
      await commit([securitySettingsSaveWrite(current.version, next)]);
      return securitySettingsView(next);
    } catch (error) {
      if (!(error instanceof SecuritySettingsChangedError) || attempt >= 3) throw error;
    }
  }
};
