import Typography from '@mui/material/Typography';
import type { BulkAssignResult } from '@salesflow/shared/teams/assignment.schema';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { useAssignContacts } from '../api/assign-leads';
import { useAssignForm, useAssignmentFailure } from '../hooks/use-assignment-form';
import { assignedToast } from '../utils/assigned-toast';
import { AssignmentForm } from './assignment-form';

export interface AssignLeadDialogProps {
  open: boolean;
  /** The contacts to assign: one (row menu, drawer) or a selection (at most 100). */
  contactIds: string[];
  /** Closes the dialog: after Cancel, or once the leads are assigned. */
  onDone: () => void;
  /** Told what was assigned (and what was not), to refresh or clear a selection. */
  onAssigned?: (result: BulkAssignResult) => void;
}

/**
 * Assign Lead: a team member, a priority (medium by default) and notes, for one contact or many
 * (POST /api/team/assign-lead, or /assign-leads for a selection). Managers and above only: mount
 * it only for them. Toasts are document 2's: 'Lead assigned' and 'Failed to assign lead'.
 */
export const AssignLeadDialog = ({
  open,
  contactIds,
  onDone,
  onAssigned,
}: AssignLeadDialogProps) => (
  <FormDialog
    open={open}
    title={contactIds.length > 1 ? `Assign ${contactIds.length} Leads` : 'Assign Lead'}
    onClose={onDone}
    paperMaxWidth={480}
  >
    <AssignLeadForm
      key={contactIds.join(',')}
      contactIds={contactIds}
      onDone={onDone}
      onAssigned={onAssigned}
    />
  </FormDialog>
);

type AssignLeadFormProps = Omit<AssignLeadDialogProps, 'open'>;

const AssignLeadForm = ({ contactIds, onDone, onAssigned }: AssignLeadFormProps) => {
  const toast = useToast();
  const assign = useAssignContacts();
  const form = useAssignForm(contactIds);
  const failed = useAssignmentFailure(form);
  const submit = (payload: Parameters<typeof assign.mutate>[0]) =>
    assign.mutate(payload, {
      onSuccess: (result) => {
        toast(assignedToast(result, contactIds.length));
        onAssigned?.(result);
        if (result.assigned.length > 0) onDone();
      },
      onError: failed,
    });
  return (
    <AssignmentForm
      form={form}
      pending={assign.isPending}
      submitLabel={contactIds.length > 1 ? 'Assign Leads' : 'Assign Lead'}
      intro={
        contactIds.length > 1 ? (
          <Typography color="textSecondary" sx={{ mb: 1 }}>
            {contactIds.length} selected leads go to the same team member.
          </Typography>
        ) : null
      }
      onSubmit={submit}
      onCancel={onDone}
    />
  );
};
