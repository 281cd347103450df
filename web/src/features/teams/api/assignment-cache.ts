import {
  ASSIGNMENT_FILTERS,
  type LeadAssignment,
  matchesAssignmentFilter,
} from '@salesflow/shared/teams/assignment.schema';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryKeys } from '../../../lib/query-keys';
import { teamQueryKeys } from './team-query-keys';

/**
 * Puts a changed assignment into each cached filter list at once (dropped from the lists it no
 * longer matches: a completed one leaves Active), then has every list read again from the server.
 */
export const applyAssignmentChange = (queryClient: QueryClient, changed: LeadAssignment) => {
  for (const filter of ASSIGNMENT_FILTERS) {
    queryClient.setQueryData<LeadAssignment[]>(teamQueryKeys.assignmentList(filter), (list) =>
      list
        ?.map((item) => (item.id === changed.id ? changed : item))
        .filter((item) => matchesAssignmentFilter(item, filter)),
    );
  }
  return refreshAfterAssignmentChange(queryClient);
};

/** Assignments move leads between people: the lists and the dashboard's figures refresh. */
export const refreshAfterAssignmentChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: teamQueryKeys.assignments }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.all }),
  ]);
