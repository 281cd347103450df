import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import {
  ORGANIZATION_NAME_MAX,
  type TeamSettings,
} from '@salesflow/shared/teams/team-settings.schema';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { bindFormFields } from '../../../lib/form-fields';
import { useUpdateTeamSettings } from '../api/update-team-settings';
import { useTeamSettingsForm } from '../hooks/use-team-settings-form';
import { OrganizationFacts } from './organization-facts';
import { RoundRobinField } from './round-robin-field';
import { VisibilityField } from './visibility-field';

export interface TeamSettingsFormProps {
  settings: TeamSettings;
}

/** The settings as admins and the owner change them (PUT /api/team/settings). */
export const TeamSettingsForm = ({ settings }: TeamSettingsFormProps) => {
  const toast = useToast();
  const update = useUpdateTeamSettings();
  const form = useTeamSettingsForm(settings);
  const pending = update.isPending;
  const { text } = bindFormFields('team-settings', {
    values: form.values,
    errors: form.errors,
    disabled: pending,
    onChange: form.setField,
  });
  const save = form.handleSubmit((payload) =>
    update.mutate(payload, {
      onSuccess: () =>
        toast({
          title: 'Team Settings Saved',
          description: 'Your team settings have been updated.',
          variant: 'success',
        }),
      onError: (error) => {
        if (error instanceof ApiError) form.showServerErrors(error.details);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to save team settings'),
          variant: 'error',
        });
      },
    }),
  );
  return (
    <form noValidate onSubmit={save} style={{ display: 'grid', gap: 24 }}>
      <OrganizationFacts
        name={
          <TextField
            {...text('name', 'Organization Name')}
            size="small"
            slotProps={{ htmlInput: { maxLength: ORGANIZATION_NAME_MAX } }}
          />
        }
        plan={settings.plan}
        members={settings.currentMembers}
        maxMembers={settings.maxMembers}
      />
      <Card component="section" aria-label="Lead settings">
        <CardContent sx={{ display: 'grid', gap: 3 }}>
          <VisibilityField
            value={form.values.recordVisibility}
            disabled={pending}
            error={form.errors.recordVisibility}
            onChange={(value) => form.setField('recordVisibility', value)}
          />
          <RoundRobinField
            value={form.values.roundRobinMemberIds}
            disabled={pending}
            error={form.errors.roundRobinMemberIds}
            onChange={(value) => form.setField('roundRobinMemberIds', value)}
          />
          <div>
            <Button type="submit" variant="contained" loading={pending}>
              Save Settings
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
};
