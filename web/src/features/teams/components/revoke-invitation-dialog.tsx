import type { TeamInvitation } from '@salesflow/shared/teams/team.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRevokeInvitation } from '../api/revoke-invitation';

export interface RevokeInvitationDialogProps {
  open: boolean;
  invitation: TeamInvitation | null;
  onClose: () => void;
}

/** Asks before revoking: the link stops working and the seat it held comes free. */
export const RevokeInvitationDialog = ({
  open,
  invitation,
  onClose,
}: RevokeInvitationDialogProps) => {
  const toast = useToast();
  const revoke = useRevokeInvitation();
  const confirm = () => {
    if (!invitation) return;
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        toast({
          title: 'Invitation revoked',
          description: `The invitation to ${invitation.email} no longer works.`,
          variant: 'success',
        });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to revoke invitation'),
          variant: 'error',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={open}
      title="Revoke invitation?"
      message={`The invitation link sent to ${invitation?.email ?? ''} will stop working.`}
      confirmLabel="Revoke"
      pending={revoke.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
