import { callBatchAdds, heldCallsProjection } from './modules/ai-calls/call-counters.projection';
import { organizationTimezone } from './modules/auth/organization-facts.service';
import {
  contactBatchAdds,
  contactLeadsProjection,
} from './modules/contacts/contact-counters.projection';
import { dealBatchAdds, dealWrittenAt } from './modules/deals/deal-counters.projection';
import {
  noticeUnreadAdds,
  noticeWrittenAt,
} from './modules/notifications/notice-counters.projection';
import { erasureStart } from './modules/organization-erasure/erasure.service';
import { answerLogProjection } from './platform/idempotency/answer-log.projection';
import { composedProjection } from './platform/projections/composed-projection';
import { counterProjectorHandler } from './platform/projections/counter-projector';
import { organizationsOf, type StreamChange } from './platform/projections/stream-change';

/** Each organization's time zone and erasure of a batch, read once a batch. */
const organizationFacts = async (changes: readonly StreamChange[]) => {
  const facts = new Map(
    await Promise.all(
      organizationsOf(changes).map(
        async (id) =>
          [id, { zone: await organizationTimezone(id), erased: await erasureStart(id) }] as const,
      ),
    ),
  );
  return {
    timezoneOf: (id: string) => facts.get(id)?.zone ?? 'Asia/Kolkata',
    erasedSince: (id: string) => facts.get(id)?.erased ?? null,
  };
};

/**
 * The counters kept from the table's stream, several modules' in ONE projector (as routes.ts
 * composes their routes): a DynamoDB stream shard serves at most two readers at once, and the
 * search words are the other one (platform/projectors.ts).
 * - contacts: their counters, new-leads report items, plan usage and leads index items;
 * - deals: their totals, month, quarter and day counters and report items;
 * - AI calls: their report counters, the platform's AI calls, the day's calls they logged and
 *   their holders' call lists;
 * - notices: the bell's unread count;
 * - answers kept for retries: the log entries they carry (a webhook delivery's line).
 */
const items = composedProjection('counters', [
  contactLeadsProjection,
  heldCallsProjection,
  answerLogProjection,
]);

export const handler = counterProjectorHandler({
  items: {
    ...items,
    writtenAt: (change) =>
      items.writtenAt?.(change) ?? dealWrittenAt(change) ?? noticeWrittenAt(change),
  },
  adds: async (changes) => {
    const { timezoneOf, erasedSince } = await organizationFacts(changes);
    return [
      ...contactBatchAdds(changes, timezoneOf, erasedSince),
      ...dealBatchAdds(changes, timezoneOf, erasedSince),
      ...callBatchAdds(changes, erasedSince),
      ...noticeUnreadAdds(changes),
    ];
  },
});
