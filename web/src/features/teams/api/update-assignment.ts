import type { AssignmentUpdate, LeadAssignment } from '@salesflow/shared/teams/assignment.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { applyAssignmentChange } from './assignment-cache';

export interface UpdateAssignmentInput {
  id: string;
  payload: AssignmentUpdate;
}

export const updateAssignment = ({ id, payload }: UpdateAssignmentInput) =>
  apiRequest<LeadAssignment>(paths.api.teamAssignment(id), { method: 'PUT', body: payload });

/** Reassigns an active assignment, or changes its priority or notes (managers and above). */
export const useUpdateAssignment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssignment,
    onSuccess: (changed) => applyAssignmentChange(queryClient, changed),
  });
};
