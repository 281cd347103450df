import type { OrganizationSummary } from '@salesflow/shared/teams/team.schema';
import { paths } from '../../../config/paths';
import { apiFetch, parseJson } from '../../../lib/api-client';

/** Who the demo agent says it is: its name, the user's company and what that company does. */
export interface AgentProfile {
  agentName: string | null;
  companyName: string | null;
  companyInfo: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

const readJson = async (url: string): Promise<unknown> => {
  try {
    const response = await apiFetch(url);
    return response.ok ? parseJson<unknown>(response) : null;
  } catch {
    return null;
  }
};

/**
 * The AI agent settings (GET /api/settings/ai-agent) when that route answers, and the current
 * organization's name. Either may be missing (the settings route is newer than this screen, or
 * fails): the demo script then falls back to "Assistant" and a neutral pitch, and the call goes on.
 */
export const getAgentProfile = async (): Promise<AgentProfile> => {
  const [settings, organizations] = await Promise.all([
    readJson(paths.api.aiAgentSettings),
    readJson(paths.api.organizations),
  ]);
  const agent = (settings ?? {}) as Record<string, unknown>;
  const current = Array.isArray(organizations)
    ? ((organizations as OrganizationSummary[]).find((o) => o.current) ?? organizations[0])
    : undefined;
  return {
    agentName: text(agent.name),
    companyName: text(agent.companyName) ?? text((current as OrganizationSummary)?.name),
    companyInfo: text(agent.companyInfo),
  };
};
