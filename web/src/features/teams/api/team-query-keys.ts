import type { AssignmentFilter } from '@salesflow/shared/teams/assignment.schema';

/**
 * Every query of the current organization's team sits below `teamQueryKeys.all`; the caller's
 * organizations (the switcher, the current role) sit beside it, since they span organizations.
 */
export const teamQueryKeys = {
  all: ['team'] as const,
  members: ['team', 'members'] as const,
  invitations: ['team', 'invitations'] as const,
  settings: ['team', 'settings'] as const,
  assignments: ['team', 'assignments'] as const,
  assignmentList: (filter: AssignmentFilter) => ['team', 'assignments', { filter }] as const,
};

export const organizationsQueryKey = ['organizations'] as const;
