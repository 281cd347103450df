import type { LeadAssignment } from '@salesflow/shared/teams/assignment.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { applyAssignmentChange } from './assignment-cache';

export const completeAssignment = (id: string) =>
  apiRequest<LeadAssignment>(paths.api.completeAssignment(id), { method: 'POST' });

/** The assignee (or a manager and above) marks an active assignment done. */
export const useCompleteAssignment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeAssignment,
    onSuccess: (changed) => applyAssignmentChange(queryClient, changed),
  });
};
