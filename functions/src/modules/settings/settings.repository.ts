import type { ProfileTimezone } from '@salesflow/shared/settings/timezones';
import { readItem, readPage } from '../../platform/data/read';
import { deleteWrite, putWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  DAILY_REPORT_INDEX,
  dailyReportPartition,
  fromSettingsItem,
  phoneClaimKey,
  settingsKey,
  toSettingsItem,
  type UserSettings,
} from './settings.entity';

/** Saved on a read that another save has overtaken: read again and make the change anew. */
export class SettingsChangedError extends ConflictError {
  constructor() {
    super('Your settings were changed elsewhere. Reload and try again.');
  }
}

export const phoneTaken = () =>
  new ConflictError('This phone number belongs to another user', [
    { field: 'phone', message: 'This phone number belongs to another user' },
  ]);

export const readSettings = async (userId: string): Promise<UserSettings | null> => {
  const item = await readItem(settingsKey(userId));
  return item ? fromSettingsItem(item) : null;
};

/** `next` replaces the settings as read (version `previous`; 0 when there were none). */
export const settingsSaveWrite = (previousVersion: number, next: UserSettings): Write =>
  putWrite(
    toSettingsItem(next),
    previousVersion === 0
      ? { expression: 'attribute_not_exists(pk)', error: () => new SettingsChangedError() }
      : {
          expression: 'version = :was',
          values: { ':was': previousVersion },
          error: () => new SettingsChangedError(),
        },
  );

/**
 * The user's phone claim follows their phone: the new number is claimed (another user's claim
 * fails the transaction with a 409 on the phone field), the old one let go.
 */
export const phoneClaimWrites = (
  userId: string,
  before: string | null,
  after: string | null,
): Write[] => {
  if (before === after) return [];
  return [
    ...(after
      ? [
          putWrite(
            { ...phoneClaimKey(after), type: 'userPhone', userId },
            {
              expression: 'attribute_not_exists(pk) OR userId = :me',
              values: { ':me': userId },
              error: phoneTaken,
            },
          ),
        ]
      : []),
    ...(before ? [deleteWrite(phoneClaimKey(before))] : []),
  ];
};

export const findUserIdByPhone = async (phoneE164: string): Promise<string | null> => {
  const item = await readItem(phoneClaimKey(phoneE164));
  return typeof item?.userId === 'string' ? item.userId : null;
};

/** A page of the users with daily reports on in `timezone`, from the daily-report index. */
export const readDailyReportUserIds = async (
  timezone: ProfileTimezone,
  start?: Record<string, unknown>,
): Promise<{ userIds: string[]; next?: Record<string, unknown> }> => {
  const page = await readPage({
    pk: dailyReportPartition(timezone),
    index: DAILY_REPORT_INDEX,
    attributes: ['userId'],
    limit: 500,
    cursor: start,
  });
  return {
    userIds: page.items.map((item) => String(item.userId)),
    next: page.next ?? undefined,
  };
};
