import {
  DEFAULT_INDIA_CALLING,
  type IndiaCallingProfile,
} from '@salesflow/shared/calls/india-calling';
import { readItem } from '../../platform/data/read';
import { AI_AGENT_PARTITION } from '../../platform/data/shared-partitions';
import { commit, putWrite } from '../../platform/data/unit-of-work';

/** The India calling profile (DLT entity, ExoPhones by series): one item beside calling rules. */
const profileKey = (organizationId: string) => ({
  pk: AI_AGENT_PARTITION.key(organizationId),
  sk: 'INDIACALLING',
});

export const readIndiaCalling = async (
  organizationId: string,
): Promise<{ profile: IndiaCallingProfile; updatedAt: string | null }> => {
  const item = await readItem(profileKey(organizationId));
  if (!item) return { profile: DEFAULT_INDIA_CALLING, updatedAt: null };
  return {
    profile: {
      dltEntityId: typeof item.dltEntityId === 'string' ? item.dltEntityId : '',
      exoPhones: Array.isArray(item.exoPhones)
        ? (item.exoPhones as IndiaCallingProfile['exoPhones'])
        : [],
    },
    updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : null,
  };
};

export const writeIndiaCalling = (
  organizationId: string,
  profile: IndiaCallingProfile,
  updatedAt: string,
) =>
  commit([
    putWrite({
      ...profileKey(organizationId),
      type: 'indiaCalling',
      organizationId,
      dltEntityId: profile.dltEntityId,
      exoPhones: profile.exoPhones,
      updatedAt,
    }),
  ]);
