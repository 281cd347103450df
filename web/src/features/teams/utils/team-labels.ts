import type { TeamRole } from '@salesflow/shared/auth/roles';
import type {
  AssignmentFilter,
  AssignmentPriority,
  AssignmentStatus,
} from '@salesflow/shared/teams/assignment.schema';

export const ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  manager: 'Manager',
  member: 'Member',
};

export const PRIORITY_LABELS: Record<AssignmentPriority, string> = {
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  active: 'Active',
  completed: 'Completed',
};

/** The Lead Assignments tab's filter buttons (document 2, "Team management"). */
export const ASSIGNMENT_FILTER_LABELS: Record<AssignmentFilter, string> = {
  all: 'All',
  active: 'Active',
  completed: 'Completed',
  'high-priority': 'High Priority',
};

/** What the list says when a filter has nothing to show. */
export const EMPTY_ASSIGNMENTS: Record<AssignmentFilter, string> = {
  all: 'No leads have been assigned yet. Assign leads from the Contacts page.',
  active: 'No active assignments.',
  completed: 'No completed assignments yet.',
  'high-priority': 'No high or urgent priority assignments.',
};

interface Person {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** "Meera Nair", else the email: how the team names someone (as the server does). */
export const personName = (person: Person): string =>
  [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.email;

/** "a member", "an admin". */
export const withArticle = (role: TeamRole): string =>
  `${role === 'admin' || role === 'owner' ? 'an' : 'a'} ${role}`;

/** "3 slots remaining", never below none. */
export const slotsRemaining = (maxMembers: number, members: number): string => {
  const left = Math.max(0, maxMembers - members);
  return `${left} ${left === 1 ? 'slot' : 'slots'} remaining`;
};
