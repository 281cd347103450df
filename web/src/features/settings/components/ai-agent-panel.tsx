import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useAiAgentSettings } from '../api/get-ai-agent-settings';
import { aiAgentFormValues } from '../hooks/use-ai-agent-form';
import { AiAgentForm } from './ai-agent-form';
import { SettingsCard, SettingsLoadError, SettingsSkeleton } from './settings-card';

const CallingRulesCard = lazy(async () => ({
  default: (await import('./calling-rules-card')).CallingRulesCard,
}));
const IndiaCallingCard = lazy(async () => ({
  default: (await import('./india-calling-card')).IndiaCallingCard,
}));
const DndNumbersCard = lazy(async () => ({
  default: (await import('./dnd-numbers-card')).DndNumbersCard,
}));

/**
 * The AI Agent tab: the organization's agent as saved, over the defaults; below it the calling
 * rules, India calling (TRAI) and the NCPR numbers (each its own card and save, loaded after the
 * agent).
 */
export const AiAgentPanel = () => (
  <>
    <AiAgentSettingsPart />
    <Box sx={{ mt: 3 }}>
      <Suspense fallback={<SettingsSkeleton />}>
        <CallingRulesCard />
      </Suspense>
    </Box>
    <Box sx={{ mt: 3 }}>
      <Suspense fallback={<SettingsSkeleton />}>
        <IndiaCallingCard />
      </Suspense>
    </Box>
    <Box sx={{ mt: 3 }}>
      <Suspense fallback={<SettingsSkeleton />}>
        <DndNumbersCard />
      </Suspense>
    </Box>
  </>
);

const AiAgentSettingsPart = () => {
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
