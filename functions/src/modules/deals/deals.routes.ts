import { member, type RouteDefinition } from '../../platform/http/route-table';

/** Deals: the table, the board, a contact's deals. */
export const dealsRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/deals', 'deals/list-deals'),
  // A deal's stage is lead score evidence for its contact: the stream has it scored again.
  member('POST', '/api/deals', 'deals/create-deal'),
  member('PUT', '/api/deals/{id}', 'deals/update-deal'),
  member('DELETE', '/api/deals/{id}', 'deals/delete-deal'),
  member('GET', '/api/contacts/{id}/deals', 'deals/list-contact-deals'),
];
