import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionUsage } from '@salesflow/shared/plans/subscription.schema';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useCancelSubscription, useRefundSubscription } from '../api/billing';
import { limitText, planLine, STATUS_COLORS, STATUS_LABELS } from '../utils/billing-labels';
import { SettingsCard } from './settings-card';

const UsageRow = ({
  label,
  used,
  limit,
}: {
  label: string;
  used: number;
  limit: number | null;
}) => (
  <Box>
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" color="text.secondary">
        {limitText(used, limit)}
      </Typography>
    </Stack>
    <LinearProgress
      variant="determinate"
      aria-label={label}
      value={limit ? Math.min(100, (used / limit) * 100) : 0}
      color={limit && used >= limit ? 'error' : 'primary'}
      sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
    />
  </Box>
);

/** The plan, where it stands, what it uses, and the owner's ways out (others: who to ask). */
export const PlanCard = ({ usage }: { usage: SubscriptionUsage }) => {
  const toast = useToast();
  const cancel = useCancelSubscription();
  const refund = useRefundSubscription();
  const [asking, setAsking] = useState<'cancel' | 'refund' | null>(null);
  const paying = usage.status === 'active' || usage.status === 'past_due';
  const run = (action: typeof cancel, title: string) =>
    action.mutate(undefined, {
      onSuccess: (answer) => {
        setAsking(null);
        toast({ title, description: answer.message, variant: 'success' });
      },
      onError: (error) => {
        setAsking(null);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Please try again'),
          variant: 'error',
        });
      },
    });
  return (
    <SettingsCard title="Plan" subheader="Your subscription and what it includes">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="p">
            {usage.planName}
          </Typography>
          <Chip
            size="small"
            label={STATUS_LABELS[usage.status]}
            color={STATUS_COLORS[usage.status]}
          />
        </Stack>
        <Typography variant="body2">{planLine(usage)}</Typography>
        <UsageRow label="Contacts" {...usage.contacts} />
        <UsageRow label="AI calls this month" {...usage.aiCalls} />
        <UsageRow label="Team members" {...usage.members} />
        {usage.canChangePlan ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="contained" href="/pricing">
              {paying ? 'Change Plan' : 'Choose a Plan'}
            </Button>
            {paying && !usage.cancelsOn ? (
              <Button color="inherit" onClick={() => setAsking('cancel')}>
                Cancel Subscription
              </Button>
            ) : null}
            {usage.refundable ? (
              <Button color="inherit" onClick={() => setAsking('refund')}>
                Request Refund
              </Button>
            ) : null}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {`Only ${usage.ownerName}, the owner, can change, cancel or refund the plan.`}
          </Typography>
        )}
      </Stack>
      <ConfirmDialog
        open={asking === 'cancel'}
        title="Cancel your subscription?"
        message={`Your ${usage.planName} plan stays until the end of this billing period. Then SalesFlow is read-only, and you can export your data for 30 days.`}
        confirmLabel="Cancel Subscription"
        pending={cancel.isPending}
        onConfirm={() => run(cancel, 'Subscription Cancelled')}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'refund'}
        title="Request a refund?"
        message="Your payments for this subscription are refunded in full and it is cancelled now: SalesFlow becomes read-only at once."
        confirmLabel="Refund and Cancel"
        pending={refund.isPending}
        onConfirm={() => run(refund, 'Refund Requested')}
        onClose={() => setAsking(null)}
      />
    </SettingsCard>
  );
};
