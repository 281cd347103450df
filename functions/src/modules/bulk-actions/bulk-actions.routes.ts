import {
  lasting,
  member,
  type RouteDefinition,
  sending,
  uploading,
} from '../../platform/http/route-table';
import { CONTACT_BULK_QUEUE, NOTIFICATIONS_QUEUE } from '../../platform/queue-names';

/**
 * Work on many contacts at once (the list's selection bar). Its own module: it uses contacts,
 * lead assignments and more, which do not use each other that way.
 */
export const bulkActionsRoutes: readonly RouteDefinition[] = [
  // Assigning tells each assignee (the bell, and email by their settings); 200 contacts take
  // time. A filter, or more ids, begins a job for the contact-bulk worker.
  sending(
    lasting(member('POST', '/api/contacts/bulk', 'bulk-actions/run-contact-bulk'), 28),
    NOTIFICATIONS_QUEUE,
    CONTACT_BULK_QUEUE,
  ),
  member('GET', '/api/contacts/bulk/latest', 'bulk-actions/get-latest-bulk-job'),
  member('GET', '/api/contacts/bulk/{id}', 'bulk-actions/get-bulk-job'),
  uploading(
    member('GET', '/api/contacts/bulk/{id}/file', 'bulk-actions/get-bulk-job-file'),
    'read',
  ),
];
