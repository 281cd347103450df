import type { AssignmentFilter, LeadAssignment } from '@salesflow/shared/teams/assignment.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryKeys } from './team-query-keys';

/** GET /api/team/assignments?filter=…: newest first, filtered on the server. */
export const getAssignments = (filter: AssignmentFilter, signal?: AbortSignal) =>
  apiRequest<LeadAssignment[]>(paths.api.teamAssignments, { query: { filter }, signal });

export const assignmentsQueryOptions = (filter: AssignmentFilter) =>
  queryOptions({
    queryKey: teamQueryKeys.assignmentList(filter),
    queryFn: ({ signal }) => getAssignments(filter, signal),
  });

/** One filter's assignments; the previous filter's stay on screen while the next one loads. */
export const useAssignments = (filter: AssignmentFilter) =>
  useQuery({ ...assignmentsQueryOptions(filter), placeholderData: keepPreviousData });
