import { member, type RouteDefinition } from '../../platform/http/route-table';

/** Follow-ups: My day, the Tasks page, a contact's open tasks. */
export const tasksRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/tasks', 'tasks/list-tasks'),
  member('POST', '/api/tasks', 'tasks/create-task'),
  member('PUT', '/api/tasks/{id}', 'tasks/update-task'),
  member('DELETE', '/api/tasks/{id}', 'tasks/delete-task'),
];
