import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { INVITABLE_ROLES } from '@salesflow/shared/auth/roles';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { bindFormFields } from '../../../lib/form-fields';
import { useInviteMember } from '../api/invite-member';
import { type InvitableRole, useInviteForm } from '../hooks/use-invite-form';
import { ROLE_LABELS } from '../utils/team-labels';

export interface InviteMemberDialogProps {
  open: boolean;
  /** The organization invited to; without one nothing is sent. */
  organizationId: string | undefined;
  onClose: () => void;
}

/** Invite Member (document 2, "Team management"). */
export const InviteMemberDialog = ({ open, organizationId, onClose }: InviteMemberDialogProps) => (
  <FormDialog open={open} title="Invite Team Member" onClose={onClose} paperMaxWidth={480}>
    <InviteMemberForm organizationId={organizationId} onClose={onClose} />
  </FormDialog>
);

interface InviteMemberFormProps {
  organizationId: string | undefined;
  onClose: () => void;
}

/**
 * Email Address and Role (member by default; owner is never offered). Send Invitation waits for an
 * email and reads 'Sending...' while it sends; once sent the email is cleared for the next one.
 */
const InviteMemberForm = ({ organizationId, onClose }: InviteMemberFormProps) => {
  const toast = useToast();
  const invite = useInviteMember();
  const form = useInviteForm(organizationId ?? '');
  const pending = invite.isPending;
  const { field } = bindFormFields('invite', {
    values: form.values,
    errors: form.errors,
    disabled: pending,
    onChange: form.setField,
  });
  const send = form.handleSubmit((payload) => {
    if (!organizationId) return;
    invite.mutate(payload, {
      onSuccess: () => {
        toast({
          title: 'Invitation sent',
          description: 'Team member invitation has been sent successfully.',
          variant: 'success',
        });
        form.setField('email', '');
      },
      onError: (error) => {
        if (error instanceof ApiError) form.showServerErrors(error.details);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to send invitation'),
          variant: 'error',
        });
      },
    });
  });
  return (
    <form noValidate onSubmit={send}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            {...field('email', 'Email Address')}
            type="email"
            autoComplete="off"
            placeholder="colleague@company.com"
            autoFocus
            value={form.values.email}
            onChange={(event) => form.setField('email', event.target.value)}
          />
          <TextField
            {...field('role', 'Role')}
            select
            value={form.values.role}
            onChange={(event) => form.setField('role', event.target.value as InvitableRole)}
          >
            {INVITABLE_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {ROLE_LABELS[role]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={pending}>
          Close
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={pending || !organizationId || form.values.email.trim() === ''}
        >
          {pending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </DialogActions>
    </form>
  );
};
