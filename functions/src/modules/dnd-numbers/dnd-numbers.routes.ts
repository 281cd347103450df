import { admin, member, type RouteDefinition } from '../../platform/http/route-table';

/**
 * "Do not disturb" numbers (TRAI's NCPR): every member reads them and may add one (marking a
 * contact's number registered only ever stops calls); admins take numbers off.
 */
export const dndNumbersRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/calling/dnd-numbers', 'dnd-numbers/list-dnd-numbers'),
  member('POST', '/api/calling/dnd-numbers', 'dnd-numbers/upload-dnd-numbers'),
  admin('DELETE', '/api/calling/dnd-numbers/{number}', 'dnd-numbers/remove-dnd-number'),
];
