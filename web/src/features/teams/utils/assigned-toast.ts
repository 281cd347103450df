import type { BulkAssignResult } from '@salesflow/shared/teams/assignment.schema';
import type { ToastOptions } from '../../../components/toast/use-toast';

/**
 * What assigning says: document 2's 'Lead assigned' for one lead; for a selection how many went
 * through, and the first reason one did not.
 */
export const assignedToast = (result: BulkAssignResult, asked: number): ToastOptions => {
  const done = result.assigned.length;
  const firstFailure = result.failed[0];
  if (asked <= 1 && done === 1) {
    return {
      title: 'Lead assigned',
      description: 'Lead has been assigned successfully.',
      variant: 'success',
    };
  }
  if (done === 0) {
    return {
      title: 'Error',
      description: firstFailure?.message ?? 'Failed to assign lead',
      variant: 'error',
    };
  }
  if (!firstFailure) {
    return {
      title: 'Leads assigned',
      description: `${done} leads have been assigned successfully.`,
      variant: 'success',
    };
  }
  return {
    title: 'Leads assigned',
    description: `${done} of ${asked} leads have been assigned. Not assigned: ${result.failed.length} (${firstFailure.message}).`,
    variant: 'default',
  };
};
