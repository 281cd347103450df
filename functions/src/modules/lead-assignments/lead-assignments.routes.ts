import {
  lasting,
  manager,
  member,
  type RouteDefinition,
  sending,
} from '../../platform/http/route-table';

/** Lead assignments: managers hand leads over; a member sees and completes their own. */
export const leadAssignmentsRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/team/assignments', 'lead-assignments/list-assignments'),
  // A lead handed over takes its deals along (from the table's stream); its assignee is told
  // (notifications).
  sending(
    manager('POST', '/api/team/assign-lead', 'lead-assignments/assign-lead'),
    'notifications',
  ),
  sending(
    lasting(manager('POST', '/api/team/assign-leads', 'lead-assignments/assign-leads'), 28),
    'notifications',
  ),
  sending(
    manager('PUT', '/api/team/assignments/{id}', 'lead-assignments/update-assignment'),
    'notifications',
  ),
  member('POST', '/api/team/assignments/{id}/complete', 'lead-assignments/complete-assignment'),
];
