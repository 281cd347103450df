import { member, type RouteDefinition } from '../../platform/http/route-table';

/** Two duplicates merged into one (the contact-merges worker finishes a merge cut short). */
export const contactMergesRoutes: readonly RouteDefinition[] = [
  member('POST', '/api/contacts/{id}/merge', 'contact-merges/merge-contacts'),
];
