import { contactCounterAddsOf } from './modules/contacts/contact-counter-adds';
import { contactLeadsProjection } from './modules/contacts/contact-counters.projection';
import {
  noticeUnreadAdds,
  noticeWrittenAt,
} from './modules/notifications/notice-counters.projection';
import { counterProjectorHandler } from './platform/projections/counter-projector';

/**
 * The counters kept from the table's stream, several modules' in ONE projector (as routes.ts
 * composes their routes): a DynamoDB stream shard serves at most two readers at once, and the
 * search words are the other one (platform/projectors.ts).
 * - contacts: their counters, new-leads report items, plan usage and leads index items;
 * - notices: the bell's unread count.
 */
export const handler = counterProjectorHandler({
  items: {
    ...contactLeadsProjection,
    name: 'counters',
    writtenAt: (change) => contactLeadsProjection.writtenAt?.(change) ?? noticeWrittenAt(change),
  },
  adds: async (changes) => [...(await contactCounterAddsOf(changes)), ...noticeUnreadAdds(changes)],
});
