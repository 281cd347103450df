import { isMasked } from '@salesflow/shared/settings/security-settings-view';
import {
  WHATSAPP_CONNECTED,
  WHATSAPP_SECRET_FIELDS,
  type WhatsAppSecretField,
  type WhatsAppSettingsUpdate,
  type WhatsAppSettingsView,
} from '@salesflow/shared/whatsapp/whatsapp-settings';
import type { AuthContext } from '../../platform/auth/session';
import { commit } from '../../platform/data/unit-of-work';
import { sealSecret } from '../../platform/secrets/secret-box';
import { graphFailureMessage, readPhoneNumberProfile } from '../../platform/whatsapp/graph-client';
import {
  emptyWhatsAppSettings,
  hashVerifyToken,
  type StoredWhatsAppSecret,
  type WhatsAppCheck,
  type WhatsAppSettingsRecord,
} from './whatsapp-settings.entity';
import {
  readWhatsAppSettings,
  WhatsAppSettingsChangedError,
  whatsAppLookupWrites,
  whatsAppSettingsSaveWrite,
} from './whatsapp-settings.repository';
import { openWhatsAppSecret, whatsAppSettingsView } from './whatsapp-settings.service';

type Change = { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; value: string };

const changeOf = (value: string | undefined): Change => {
  if (value === undefined || isMasked(value)) return { kind: 'keep' };
  return value === '' ? { kind: 'remove' } : { kind: 'set', value };
};

/** An id: a new value, "" to remove, omitted to keep. */
const idOf = (value: string | undefined, current: string | null) =>
  value === undefined ? current : value === '' ? null : value;

/** The cheap check: the number's profile read with the token (made on saving, kept, not on GET). */
const checkConnection = async (
  accessToken: string | null,
  phoneNumberId: string | null,
): Promise<WhatsAppCheck | null> => {
  if (!accessToken || !phoneNumberId) return null;
  const answer = await readPhoneNumberProfile({ accessToken, phoneNumberId });
  const checkedAt = new Date().toISOString();
  if (answer.kind === 'ok') {
    return {
      ok: true,
      status: WHATSAPP_CONNECTED,
      phoneNumber: answer.body.display_phone_number ?? null,
      checkedAt,
    };
  }
  return { ok: false, status: graphFailureMessage(answer), phoneNumber: null, checkedAt };
};

/**
 * PUT /api/settings/whatsapp (admins). New secrets are sealed first, the connection is checked
 * with the token and number as they will be, then the settings and their lookup items are written
 * in one transaction: a phone number id or verification token another organization holds is a
 * 409 and nothing is written; a save overtaken by another is made again on a fresh read.
 */
export const saveWhatsAppSettings = async (
  auth: AuthContext,
  update: WhatsAppSettingsUpdate,
): Promise<WhatsAppSettingsView> => {
  const { organizationId } = auth;
  const changedAt = new Date().toISOString();
  const sealed = new Map<WhatsAppSecretField, StoredWhatsAppSecret>();
  for (const field of WHATSAPP_SECRET_FIELDS) {
    const asked = changeOf(update[field]);
    if (asked.kind !== 'set') continue;
    sealed.set(field, {
      sealed: await sealSecret(asked.value, { organizationId, purpose: `whatsapp.${field}` }),
      last4: asked.value.slice(-4),
      changedAt,
      changedById: auth.userId,
    });
  }
  const newToken = changeOf(update.accessToken);
  const newVerify = changeOf(update.verifyToken);

  for (let attempt = 0; ; attempt += 1) {
    const current =
      (await readWhatsAppSettings(organizationId)) ?? emptyWhatsAppSettings(organizationId);
    const next: WhatsAppSettingsRecord = {
      ...current,
      secrets: { ...current.secrets },
      phoneNumberId: idOf(update.phoneNumberId, current.phoneNumberId),
      businessAccountId: idOf(update.businessAccountId, current.businessAccountId),
      version: current.version + 1,
    };
    for (const field of WHATSAPP_SECRET_FIELDS) {
      const fresh = sealed.get(field);
      if (fresh) next.secrets[field] = fresh;
      else if (changeOf(update[field]).kind === 'remove') delete next.secrets[field];
    }
    if (newVerify.kind === 'set') next.verifyTokenHash = hashVerifyToken(newVerify.value);
    if (newVerify.kind === 'remove') next.verifyTokenHash = null;
    const token =
      newToken.kind === 'set'
        ? newToken.value
        : newToken.kind === 'remove'
          ? null
          : await openWhatsAppSecret(current, 'accessToken');
    next.check = await checkConnection(token, next.phoneNumberId);
    try {
      await commit([
        whatsAppSettingsSaveWrite(current.version, next),
        ...whatsAppLookupWrites(current, next),
      ]);
      return whatsAppSettingsView(next);
    } catch (error) {
      if (!(error instanceof WhatsAppSettingsChangedError) || attempt >= 3) throw error;
    }
  }
};
