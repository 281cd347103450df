import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { webhookSettingsSchema } from '@salesflow/shared/lead-capture/integration-settings.schema';
import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateWebhookSettings } from '../api/update-webhook-settings';

/** The key's ceiling: leads a minute past which senders are answered 429 with Retry-After. */
export const CeilingForm = ({ leadsPerMinute }: { leadsPerMinute: number }) => {
  const [value, setValue] = useState(String(leadsPerMinute));
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateWebhookSettings();
  const toast = useToast();
  const submit = () => {
    const parsed = webhookSettingsSchema.safeParse({ leadsPerMinute: Number(value) });
    if (!parsed.success || value.trim() === '') {
      setError(parsed.error?.issues[0]?.message ?? 'Enter a whole number of leads');
      return;
    }
    setError(null);
    save.mutate(parsed.data.leadsPerMinute, {
      onSuccess: () => toast({ title: 'Lead limit saved', variant: 'success' }),
      onError: (failure) =>
        toast({
          title: 'Error',
          description: errorMessage(failure, 'Failed to save the lead limit'),
          variant: 'error',
        }),
    });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2, flexWrap: 'wrap' }}>
      <TextField
        label="Leads per minute"
        type="number"
        size="small"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? 'Past this, senders are asked to retry later'}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
      <Button variant="outlined" onClick={submit} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Limit'}
      </Button>
    </Box>
  );
};
