import type { CallingSettings } from '@salesflow/shared/calls/calling-settings.schema';
import { readItem } from '../../platform/data/read';
import { putWrite, type Write } from '../../platform/data/unit-of-work';

/** The organization's calling rules: one item beside the AI agent's settings. */
export const callingSettingsKey = (organizationId: string) => ({
  pk: `ORG#${organizationId}#AIAGENT`,
  sk: 'CALLING',
});

export const readCallingSettings = async (
  organizationId: string,
): Promise<{ stored: Partial<CallingSettings> | null; updatedAt: string | null }> => {
  const item = await readItem(callingSettingsKey(organizationId));
  if (!item) return { stored: null, updatedAt: null };
  const { pk: _pk, sk: _sk, type: _type, updatedAt, organizationId: _org, ...stored } = item;
  return {
    stored: stored as Partial<CallingSettings>,
    updatedAt: typeof updatedAt === 'string' ? updatedAt : null,
  };
};

/** The whole settings replace the saved ones (the form always sends every field). */
export const callingSettingsWrite = (
  organizationId: string,
  settings: CallingSettings,
  updatedAt: string,
): Write =>
  putWrite({
    ...callingSettingsKey(organizationId),
    type: 'callingSettings',
    organizationId,
    ...settings,
    updatedAt,
  });
