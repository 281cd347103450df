import {
  type AiAgentSettings,
  type AiAgentSettingsView,
  mergeAiAgentSettings,
} from '@salesflow/shared/ai-agent/ai-agent-settings';
import { roleAtLeast } from '@salesflow/shared/auth/roles';
import type { AuthContext } from '../../platform/auth/session';
import { commit } from '../../platform/data/unit-of-work';
import {
  AiAgentSettingsChangedError,
  aiAgentSettingsSaveWrite,
  readAiAgentSettings,
} from './ai-agent.repository';

/** GET /api/settings/ai-agent's answer: the settings, and whether the caller may change them. */
export interface AiAgentSettingsAnswer extends AiAgentSettingsView {
  canManage: boolean;
}

/**
 * The organization's agent settings as saved, over the defaults (section 4: "loaded from the
 * server and merged over defaults"). The calling centre reads them here too.
 */
export const aiAgentSettingsOf = async (organizationId: string): Promise<AiAgentSettingsView> => {
  const { stored, updatedAt } = await readAiAgentSettings(organizationId);
  return { ...mergeAiAgentSettings(stored), updatedAt };
};

export const aiAgentSettingsFor = async (auth: AuthContext): Promise<AiAgentSettingsAnswer> => ({
  ...(await aiAgentSettingsOf(auth.organizationId)),
  canManage: roleAtLeast(auth.role ?? 'member', 'admin'),
});

/**
 * POST /api/settings/ai-agent: the full settings replace the saved ones. A save that another one
 * overtook between its read and its write is made again on a fresh read (the last save wins,
 * whole: the form always sends every field).
 */
export const saveAiAgentSettings = async (
  auth: AuthContext,
  settings: AiAgentSettings,
): Promise<AiAgentSettingsView> => {
  for (let attempt = 0; ; attempt += 1) {
    const { version } = await readAiAgentSettings(auth.organizationId);
    const updatedAt = new Date().toISOString();
    try {
      await commit([
        aiAgentSettingsSaveWrite(version, {
          organizationId: auth.organizationId,
          settings,
          version: version + 1,
          updatedAt,
        }),
      ]);
      return { ...settings, updatedAt };
    } catch (error) {
      if (!(error instanceof AiAgentSettingsChangedError) || attempt >= 3) throw error;
    }
  }
};
