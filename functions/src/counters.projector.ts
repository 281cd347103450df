import { callCounterAddsOf } from './modules/ai-calls/call-counter-adds';
import { heldCallsProjection } from './modules/ai-calls/call-counters.projection';
import { contactCounterAddsOf } from './modules/contacts/contact-counter-adds';
import { contactLeadsProjection } from './modules/contacts/contact-counters.projection';
import {
  noticeUnreadAdds,
  noticeWrittenAt,
} from './modules/notifications/notice-counters.projection';
import { composedProjection } from './platform/projections/composed-projection';
import { counterProjectorHandler } from './platform/projections/counter-projector';

/**
 * The counters kept from the table's stream, several modules' in ONE projector (as routes.ts
 * composes their routes): a DynamoDB stream shard serves at most two readers at once, and the
 * search words are the other one (platform/projectors.ts).
 * - contacts: their counters, new-leads report items, plan usage and leads index items;
 * - notices: the bell's unread count;
 * - AI calls: their report counters, the platform's AI calls and their holders' call lists.
 */
const items = composedProjection('counters', [contactLeadsProjection, heldCallsProjection]);

export const handler = counterProjectorHandler({
  items: { ...items, writtenAt: (change) => items.writtenAt?.(change) ?? noticeWrittenAt(change) },
  adds: async (changes) => [
    ...(await contactCounterAddsOf(changes)),
    ...noticeUnreadAdds(changes),
    ...(await callCounterAddsOf(changes)),
  ],
});
