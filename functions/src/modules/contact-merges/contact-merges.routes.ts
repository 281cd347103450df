import { lasting, member, type RouteDefinition, sending } from '../../platform/http/route-table';
import { CONTACT_MERGES_QUEUE } from '../../platform/queue-names';

/** Two duplicates merged into one (the contact-merges worker finishes a merge cut short). */
export const contactMergesRoutes: readonly RouteDefinition[] = [
  // A merge answers within MERGE_ANSWER_BUDGET_MS; a longer one is handed to its worker.
  sending(
    lasting(member('POST', '/api/contacts/{id}/merge', 'contact-merges/merge-contacts'), 20),
    CONTACT_MERGES_QUEUE,
  ),
];
