import type { AiAgentSettingsView } from '@salesflow/shared/ai-agent/ai-agent-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

/** The organization's agent, and whether the signed-in member may change it. */
export interface AiAgentSettingsAnswer extends AiAgentSettingsView {
  canManage: boolean;
}

export const getAiAgentSettings = (signal?: AbortSignal) =>
  apiRequest<AiAgentSettingsAnswer>(paths.api.aiAgentSettings, { signal });

export const aiAgentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKeys.aiAgent,
    queryFn: ({ signal }) => getAiAgentSettings(signal),
  });

export const useAiAgentSettings = () => useQuery(aiAgentSettingsQueryOptions());
