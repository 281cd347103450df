import { useCallingSettings } from '../api/get-calling-settings';
import { CallingRulesForm } from './calling-rules-form';
import { SettingsCard, SettingsLoadError, SettingsSkeleton } from './settings-card';

/** Settings → AI Agent → Calling rules: when and whom real AI calls may ring. */
export const CallingRulesCard = () => {
  const { data, isPending, isError, refetch } = useCallingSettings();
  return (
    <SettingsCard
      title="Calling rules"
      subheader="When real AI calls may ring a lead, and whom they may call"
    >
      {isPending ? (
        <SettingsSkeleton />
      ) : isError ? (
        <SettingsLoadError onRetry={() => void refetch()} />
      ) : (
        // A saved answer starts the form again from what is stored.
        <CallingRulesForm
          key={data.updatedAt ?? 'defaults'}
          stored={data}
          canManage={data.canManage}
        />
      )}
    </SettingsCard>
  );
};
