import type { TeamMember } from '@salesflow/shared/teams/team.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveMember } from '../api/remove-member';
import { personName } from '../utils/team-labels';

export interface RemoveMemberDialogProps {
  open: boolean;
  member: TeamMember | null;
  organizationName: string;
  onClose: () => void;
}

/** Asks before removing a member; they lose access at once and their seat comes free. */
export const RemoveMemberDialog = ({
  open,
  member,
  organizationName,
  onClose,
}: RemoveMemberDialogProps) => {
  const toast = useToast();
  const remove = useRemoveMember();
  const name = member ? personName(member.user) : '';
  const confirm = () => {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        toast({
          title: 'Member Removed',
          description: `${name} has been removed from the team.`,
          variant: 'success',
        });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to remove member'),
          variant: 'error',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Remove ${name}?`}
      message={`${name} will lose access to ${organizationName} at once.`}
      confirmLabel="Remove"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
