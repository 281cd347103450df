import type { LeadAssignment } from '@salesflow/shared/teams/assignment.schema';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useCompleteAssignment } from '../api/complete-assignment';

/** Completes an assignment from its card, says so, and tells which card is busy. */
export const useCompleteAssignmentAction = () => {
  const toast = useToast();
  const complete = useCompleteAssignment();
  const run = (assignment: LeadAssignment) =>
    complete.mutate(assignment.id, {
      onSuccess: () =>
        toast({
          title: 'Assignment completed',
          description: `${assignment.contact.name} is marked as completed.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to complete assignment'),
          variant: 'error',
        }),
    });
  return { run, pendingId: complete.isPending ? complete.variables : undefined };
};
