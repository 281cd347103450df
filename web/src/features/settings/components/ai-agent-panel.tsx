import { useAiAgentSettings } from '../api/get-ai-agent-settings';
import { aiAgentFormValues } from '../hooks/use-ai-agent-form';
import { AiAgentForm } from './ai-agent-form';
import { SettingsCard, SettingsLoadError, SettingsSkeleton } from './settings-card';

/** The AI Agent tab: the organization's agent as saved, over the defaults. */
export const AiAgentPanel = () => {
  const { data, isPending, isError, refetch } = useAiAgentSettings();
  if (data) return <AiAgentForm initial={aiAgentFormValues(data)} canManage={data.canManage} />;
  return (
    <SettingsCard title="AI Agent" subheader="The agent that calls your leads for the team">
      {isPending ? (
        <SettingsSkeleton />
      ) : isError ? (
        <SettingsLoadError onRetry={() => void refetch()} />
      ) : null}
    </SettingsCard>
  );
};
