import {
  DEFAULT_PROFILE_TIMEZONE,
  isProfileTimezone,
  type ProfileTimezone,
} from '@salesflow/shared/settings/timezones';
import { commit, type Write } from '../../platform/data/unit-of-work';
import { defaultSettings, type UserSettings } from './settings.entity';
import { readSettings, SettingsChangedError, settingsSaveWrite } from './settings.repository';

/**
 * Where a user who never chose a time zone gets their report: their organization's time zone
 * (the session's) when it is one of the profile's options, else India's.
 */
export const fallbackTimezone = (organizationTimezone?: string): ProfileTimezone =>
  organizationTimezone && isProfileTimezone(organizationTimezone)
    ? organizationTimezone
    : DEFAULT_PROFILE_TIMEZONE;

/** The user's settings as saved, or what they have before saving anything. */
export const currentSettings = async (
  userId: string,
  organizationTimezone?: string,
): Promise<UserSettings> =>
  (await readSettings(userId)) ?? defaultSettings(userId, fallbackTimezone(organizationTimezone));

/**
 * Read, change, write, all or nothing: the change's own writes (a phone claim, the user's name)
 * commit in the same transaction as the settings. A save that another one overtook between its
 * read and its write is made again on a fresh read.
 */
export const changeSettings = async (
  userId: string,
  organizationTimezone: string,
  change: (current: UserSettings) => {
    next: Omit<UserSettings, 'version' | 'updatedAt'>;
    writes?: Write[];
  },
): Promise<UserSettings> => {
  for (let attempt = 0; ; attempt += 1) {
    const current = await currentSettings(userId, organizationTimezone);
    const { next, writes = [] } = change(current);
    const saved: UserSettings = {
      ...next,
      userId,
      version: current.version + 1,
      updatedAt: new Date().toISOString(),
    };
    try {
      await commit([settingsSaveWrite(current.version, saved), ...writes]);
      return saved;
    } catch (error) {
      if (!(error instanceof SettingsChangedError) || attempt >= 3) throw error;
    }
  }
};
