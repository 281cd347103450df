import { joinName } from '@salesflow/shared/settings/person-name';
import type { Profile } from '@salesflow/shared/settings/profile';
import type { AuthContext } from '../../platform/auth/session';
import { UnauthorizedError } from '../../platform/errors';
import { userById } from '../directory/user-directory.service';
import type { UserSettings } from './settings.entity';
import { currentSettings } from './user-settings';

export const profileOf = (
  user: { email: string; firstName: string | null; lastName: string | null },
  settings: UserSettings,
): Profile => ({
  name: joinName(user.firstName, user.lastName),
  email: user.email,
  company: settings.company,
  role: settings.jobTitle,
  phone: settings.phone,
  phoneE164: settings.phoneE164,
  timezone: settings.timezone,
});

export const signedInUser = async (auth: AuthContext) =>
  (await userById(auth.userId)) ?? Promise.reject(new UnauthorizedError());

/** GET /api/settings/profile: the caller's own profile. */
export const profile = async (auth: AuthContext): Promise<Profile> => {
  const [user, settings] = await Promise.all([
    signedInUser(auth),
    currentSettings(auth.userId, auth.timezone),
  ]);
  return profileOf(user, settings);
};
