import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TeamMember } from '@salesflow/shared/teams/team.schema';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveMember } from '../api/remove-member';
import { personName } from '../utils/team-labels';

export interface RemoveMemberDialogProps {
  open: boolean;
  member: TeamMember | null;
  /** The team as listed: the others still active may take the member's leads. */
  members: readonly TeamMember[];
  organizationName: string;
  onClose: () => void;
}

/** A member id never has a space, so this stands for the unassigned leads. */
const UNASSIGNED = 'unassigned leads';

/**
 * Asks before removing a member; they lose access at once, their seat comes free, and their
 * leads go to the teammate chosen here or back to the unassigned leads.
 */
export const RemoveMemberDialog = ({
  open,
  member,
  members,
  organizationName,
  onClose,
}: RemoveMemberDialogProps) => {
  const toast = useToast();
  const remove = useRemoveMember();
  const [leadsTo, setLeadsTo] = useState(UNASSIGNED);
  const name = member ? personName(member.user) : '';
  const heirs = members.filter((m) => m.id !== member?.id && m.status === 'active');
  const close = () => {
    setLeadsTo(UNASSIGNED);
    onClose();
  };
  const confirm = () => {
    if (!member) return;
    remove.mutate(
      { id: member.id, leadsTo: leadsTo === UNASSIGNED ? undefined : leadsTo },
      {
        onSuccess: () => {
          toast({
            title: 'Member Removed',
            description: `${name} has been removed from the team.`,
            variant: 'success',
          });
          close();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to remove member'),
            variant: 'error',
          }),
      },
    );
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Remove ${name}?`}
      message={`${name} will lose access to ${organizationName} at once.`}
      detail={
        <TextField
          select
          fullWidth
          size="small"
          label="Their leads go to"
          value={leadsTo}
          disabled={remove.isPending}
          onChange={(event) => setLeadsTo(event.target.value)}
          sx={{ mt: 2 }}
        >
          <MenuItem value={UNASSIGNED}>Unassigned leads</MenuItem>
          {heirs.map((heir) => (
            <MenuItem key={heir.id} value={heir.id}>
              {personName(heir.user)}
            </MenuItem>
          ))}
        </TextField>
      }
      confirmLabel="Remove"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    />
  );
};
