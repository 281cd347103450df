import type { AssignmentUpdate, LeadAssignment } from '@salesflow/shared/teams/assignment.schema';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { useUpdateAssignment } from '../api/update-assignment';
import { useAssignmentFailure, useReassignForm } from '../hooks/use-assignment-form';
import { AssignmentForm } from './assignment-form';

export interface ReassignDialogProps {
  open: boolean;
  assignment: LeadAssignment | null;
  onClose: () => void;
}

/** Reassign an active assignment: another member, or a new priority or notes (managers up). */
export const ReassignDialog = ({ open, assignment, onClose }: ReassignDialogProps) => (
  <FormDialog
    open={open}
    title={assignment ? `Reassign ${assignment.contact.name}` : 'Reassign Lead'}
    onClose={onClose}
    paperMaxWidth={480}
  >
    {assignment ? (
      <ReassignForm key={assignment.id} assignment={assignment} onDone={onClose} />
    ) : null}
  </FormDialog>
);

interface ReassignFormProps {
  assignment: LeadAssignment;
  onDone: () => void;
}

const ReassignForm = ({ assignment, onDone }: ReassignFormProps) => {
  const toast = useToast();
  const update = useUpdateAssignment();
  const form = useReassignForm({
    assignedTo: assignment.assignedTo,
    priority: assignment.priority,
    notes: assignment.notes ?? '',
  });
  const failed = useAssignmentFailure(form);
  const submit = (payload: AssignmentUpdate) =>
    update.mutate(
      { id: assignment.id, payload },
      {
        onSuccess: () => {
          toast({
            title: 'Lead assigned',
            description: 'Lead has been assigned successfully.',
            variant: 'success',
          });
          onDone();
        },
        onError: failed,
      },
    );
  return (
    <AssignmentForm
      form={form}
      pending={update.isPending}
      submitLabel="Save"
      onSubmit={submit}
      onCancel={onDone}
    />
  );
};
