import KeyIcon from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { WEBHOOK_KEY_TRUST_SECONDS } from '@salesflow/shared/lead-capture/lead-sources';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRotateWebhookKey } from '../api/rotate-webhook-key';
import { CeilingForm } from './ceiling-form';

/** The organization's webhook key: admins replace it; the old one stops within 30 seconds. */
export const KeyCard = ({ leadsPerMinute }: { leadsPerMinute: number }) => {
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateWebhookKey();
  const toast = useToast();
  const confirm = () =>
    rotate.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(false);
        toast({
          title: 'Webhook key rotated',
          description: `Update the URL in every form tool that sends you leads. The old URLs stop working within ${answer.oldKeyStopsWithinSeconds} seconds.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to rotate the webhook key'),
          variant: 'error',
        }),
    });
  return (
    <Card sx={{ mb: 3 }}>
      <CardHeader
        title="Webhook Key"
        subheader="The key in your webhook URLs identifies your organization"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          If a URL was shared by mistake, rotate the key: the old URLs stop working within{' '}
          {WEBHOOK_KEY_TRUST_SECONDS} seconds. Each key takes up to{' '}
          {leadsPerMinute.toLocaleString()} leads a minute.
        </Typography>
        <Button
          variant="outlined"
          color="warning"
          startIcon={<KeyIcon />}
          onClick={() => setConfirming(true)}
        >
          Rotate Key
        </Button>
        <CeilingForm key={leadsPerMinute} leadsPerMinute={leadsPerMinute} />
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title="Rotate webhook key?"
        message={`Every webhook URL gets a new key, and the current URLs stop working within ${WEBHOOK_KEY_TRUST_SECONDS} seconds.`}
        detail="Forms and Zaps that still use them will be refused until you paste the new URLs."
        confirmLabel="Rotate Key"
        pending={rotate.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};
