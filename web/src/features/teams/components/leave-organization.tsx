import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { OrganizationSummary } from '@salesflow/shared/teams/team.schema';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useLeaveOrganization } from '../api/leave-organization';
import { useEnterOrganization } from '../hooks/use-enter-organization';

export interface LeaveOrganizationProps {
  organization: OrganizationSummary;
}

/**
 * Leave the organization (everyone but the owner, and only with another organization to go to).
 * The app then opens the organization the server moved the session to.
 */
export const LeaveOrganization = ({ organization }: LeaveOrganizationProps) => {
  const headingId = useId();
  const toast = useToast();
  const enter = useEnterOrganization();
  const leave = useLeaveOrganization();
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    leave.mutate(organization.id, {
      onSuccess: (next) => {
        setConfirming(false);
        enter(paths.app.dashboard, {
          title: 'Left organization',
          description: `You left ${organization.name} and are now working in ${next.name}.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to leave organization'),
          variant: 'error',
        }),
    });
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          justifyContent: 'space-between',
        }}
      >
        <div>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Leave {organization.name}
          </Typography>
          <Typography color="textSecondary" variant="body2">
            You lose access to its records at once; joining again needs a new invitation.
          </Typography>
        </div>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          Leave organization
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={`Leave ${organization.name}?`}
        message="You will lose access to its contacts, deals and assignments at once."
        confirmLabel="Leave"
        pending={leave.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};
