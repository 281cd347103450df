import type {
  AssignLeadInput,
  AssignLeadsInput,
  BulkAssignResult,
  LeadAssignment,
} from '@salesflow/shared/teams/assignment.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterAssignmentChange } from './assignment-cache';

/** POST /api/team/assign-lead: one contact (201, the assignment). */
export const assignLead = (input: AssignLeadInput) =>
  apiRequest<LeadAssignment>(paths.api.assignLead, { method: 'POST', body: input });

/** POST /api/team/assign-leads: a selection; each lead assigned, or why not. */
export const assignLeads = (input: AssignLeadsInput) =>
  apiRequest<BulkAssignResult>(paths.api.assignLeads, { method: 'POST', body: input });

/**
 * One contact goes through assign-lead, several through assign-leads; either way the answer is a
 * bulk result, so the dialog says the same things for one lead or a hundred.
 */
export const assignContacts = async (input: AssignLeadsInput): Promise<BulkAssignResult> => {
  const [only, ...others] = input.contactIds;
  if (only !== undefined && others.length === 0) {
    const { contactIds: _one, ...rest } = input;
    return { assigned: [await assignLead({ ...rest, contactId: only })], failed: [] };
  }
  return assignLeads(input);
};

export const useAssignContacts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignContacts,
    onSuccess: () => refreshAfterAssignmentChange(queryClient),
  });
};
