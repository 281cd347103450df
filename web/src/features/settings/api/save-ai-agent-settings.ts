import type { AiAgentSettings } from '@salesflow/shared/ai-agent/ai-agent-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

export const saveAiAgentSettings = (settings: AiAgentSettings) =>
  apiRequest<AiAgentSettings>(paths.api.aiAgentSettings, { method: 'POST', body: settings });

/** Saves the AI Agent tab, then reads the settings again (section 7: "refreshes the settings"). */
export const useSaveAiAgentSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAiAgentSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKeys.aiAgent }),
  });
};
