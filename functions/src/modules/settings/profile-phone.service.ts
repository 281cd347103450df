import { toE164 } from '@salesflow/shared/contacts/phone';
import { splitName } from '@salesflow/shared/settings/person-name';
import {
  type Profile,
  type ProfileUpdate,
  SIGN_IN_EMAIL_MESSAGE,
} from '@salesflow/shared/settings/profile';
import type { AuthContext } from '../../platform/auth/session';
import { ValidationError } from '../../platform/errors';
import { refreshAccountLater } from '../../platform/queue/account-figures';
import { sendFromOutbox } from '../../platform/queue/outbox';
import { userNameChange } from '../directory/user-directory.service';
import { profileOf, signedInUser } from './profile.service';
import { findUserIdByPhone, phoneClaimWrites } from './settings.repository';
import { changeSettings } from './user-settings';

// Apart from profile.service: parsing phones brings libphonenumber's metadata, which only the
// save and the WhatsApp bot's lookup need (cold start grows with the bundle).

/**
 * POST /api/settings/profile. The name goes to the user record (the sidebar and the current-user
 * answer show it at once), the rest to the settings, and the phone's claim moves with the phone:
 * one transaction. The email is the sign-in address: the identity provider knows the user by it,
 * so changing it here would lose the account at the next sign-in; a different one is refused.
 */
export const saveProfile = async (auth: AuthContext, update: ProfileUpdate): Promise<Profile> => {
  const user = await signedInUser(auth);
  if (update.email !== undefined && update.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new ValidationError([{ field: 'email', message: SIGN_IN_EMAIL_MESSAGE }]);
  }
  const name = splitName(update.name);
  const at = new Date().toISOString();
  const phoneE164 = update.phone ? toE164(update.phone) : null;
  // The owner's name is how operators find the account (the admin dashboard's search).
  const refresh = refreshAccountLater(auth.organizationId);
  const saved = await changeSettings(auth.userId, auth.timezone, (current) => ({
    next: {
      ...current,
      company: update.company,
      jobTitle: update.role,
      phone: update.phone,
      phoneE164,
      timezone: update.timezone,
    },
    writes: [
      ...phoneClaimWrites(auth.userId, current.phoneE164, phoneE164),
      userNameChange(auth.userId, name, at),
      refresh.write,
    ],
  }));
  await sendFromOutbox(refresh.entry);
  return profileOf({ ...user, ...name }, saved);
};

/** The user whose profile has this phone number, however it is written; for the WhatsApp bot. */
export const userIdByPhone = async (phone: string): Promise<string | null> => {
  const e164 = toE164(phone);
  return e164 ? findUserIdByPhone(e164) : null;
};
