import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AgentScripts } from '@salesflow/shared/ai-agent/ai-agent-templates';
import { useToast } from '../../../components/toast/use-toast';

import { useSaveAiAgentSettings } from '../api/save-ai-agent-settings';
import { type AiAgentFormValues, useAiAgentForm } from '../hooks/use-ai-agent-form';
import { useSaveFeedback } from '../hooks/use-save-feedback';
import { AiAgentBasics } from './ai-agent-basics';
import { AiAgentCompanyInfo, AiAgentScripts } from './ai-agent-scripts';
import { AiAgentTraining } from './ai-agent-training';
import { SettingsCard } from './settings-card';

export interface AiAgentFormProps {
  initial: AiAgentFormValues;
  /** Admins and the owner save; everyone else sees the settings read-only. */
  canManage: boolean;
}

/** The AI Agent tab: its four sections and Save AI Settings (no browser alert: DESIGN.md). */
export const AiAgentForm = ({ initial, canManage }: AiAgentFormProps) => {
  const form = useAiAgentForm(initial);
  const save = useSaveAiAgentSettings();
  const toast = useToast();
  const fields = {
    values: form.values,
    errors: form.errors,
    disabled: !canManage || save.isPending,
    onChange: form.setField,
  };

  const feedback = useSaveFeedback(form, {
    title: 'AI Agent Settings Saved',
    description: 'Your AI calling agent has been updated successfully',
    failed: 'Failed to save AI agent settings',
  });

  const submit = form.handleSubmit((settings) => save.mutate(settings, feedback));

  const applyTemplate = (scripts: AgentScripts, label: string) => {
    form.setFields(scripts);
    toast({ title: 'Template Applied', description: `${label} filled the four scripts` });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {canManage ? null : (
          <Alert severity="info">Only admins and the owner can change the AI agent.</Alert>
        )}
        <SettingsCard
          title="Basic Configuration"
          subheader="Who the agent is and how it sounds on calls"
        >
          <AiAgentBasics {...fields} />
        </SettingsCard>
        <SettingsCard
          title="Company Information"
          subheader="What the agent knows about your business"
        >
          <AiAgentCompanyInfo {...fields} />
        </SettingsCard>
        <SettingsCard title="Sales Scripts" subheader="What the agent says, and how it answers">
          <AiAgentScripts {...fields} />
        </SettingsCard>
        <SettingsCard
          title="Training & Knowledge Base"
          subheader="Files the agent learns from, and ready-made scripts"
        >
          <AiAgentTraining canManage={canManage} onTemplate={applyTemplate} />
        </SettingsCard>
      </Box>
      {canManage ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save AI Settings'}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
};
