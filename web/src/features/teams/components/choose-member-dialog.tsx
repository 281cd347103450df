import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../components/form-dialog/form-dialog-actions';
import { useTeamMembers } from '../api/get-team-members';
import { personName, ROLE_LABELS } from '../utils/team-labels';

export interface ChooseMemberDialogProps {
  open: boolean;
  /** Which leads are meant, said above the field ("All 1,234 matching contacts go to…"). */
  intro: string;
  /** The choice is being sent: the form waits. */
  pending: boolean;
  /** The member chosen; the caller assigns and closes the dialog. */
  onChoose: (memberId: string) => void;
  onClose: () => void;
}

const MemberForm = ({
  intro,
  pending,
  onChoose,
  onClose,
}: Omit<ChooseMemberDialogProps, 'open'>) => {
  const members = useTeamMembers();
  const [memberId, setMemberId] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (memberId) onChoose(memberId);
        else setProblem('Choose a team member');
      }}
    >
      <DialogContent sx={{ pt: 1 }}>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
        <TextField
          id="assign-many-member"
          select
          required
          fullWidth
          label="Team Member"
          value={members.data ? memberId : ''}
          onChange={(event) => {
            setMemberId(event.target.value);
            setProblem(undefined);
          }}
          disabled={pending}
          error={Boolean(problem) || members.isError}
          helperText={problem ?? (members.isError ? 'Failed to load team members.' : undefined)}
        >
          {(members.data ?? []).map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {personName(member.user)} ({ROLE_LABELS[member.role]})
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <FormDialogActions onCancel={onClose} pending={pending} submitLabel="Assign Leads" />
    </form>
  );
};

/**
 * Assign leads chosen by a filter or by more ids than Assign Lead takes: only the member, since
 * the Contacts screen's bulk action assigns them all at medium priority without notes, as a job.
 * Managers and above only: mount it only for them.
 */
export const ChooseMemberDialog = ({ open, ...form }: ChooseMemberDialogProps) => (
  <FormDialog open={open} title="Assign Leads" onClose={form.onClose} paperMaxWidth={480}>
    <MemberForm {...form} />
  </FormDialog>
);
