import { readItem } from '../../platform/data/read';
import { putWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  fromSecuritySettingsItem,
  type SecuritySettingsRecord,
  securitySettingsKey,
  toSecuritySettingsItem,
} from './security-settings.entity';

/** Saved on a read that another save has overtaken: read again and make the change anew. */
export class SecuritySettingsChangedError extends ConflictError {
  constructor() {
    super('The security settings were changed elsewhere. Reload and try again.');
  }
}

export const readSecuritySettings = async (
  organizationId: string,
): Promise<SecuritySettingsRecord | null> => {
  const item = await readItem(securitySettingsKey(organizationId));
  return item ? fromSecuritySettingsItem(item) : null;
};

/** `next` replaces the settings as read (version `previousVersion`; 0 when there were none). */
export const securitySettingsSaveWrite = (
  previousVersion: number,
  next: SecuritySettingsRecord,
): Write =>
  putWrite(
    toSecuritySettingsItem(next),
    previousVersion === 0
      ? {
          expression: 'attribute_not_exists(pk)',
          error: () => new SecuritySettingsChangedError(),
        }
      : {
          expression: 'version = :was',
          values: { ':was': previousVersion },
          error: () => new SecuritySettingsChangedError(),
        },
  );
