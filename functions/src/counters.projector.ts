import type { LeadScoreRequest } from '@salesflow/shared/scoring/lead-score-request';
import { activityRescores } from './modules/activities/activity-rescores';
import { callBatchAdds, heldCallsProjection } from './modules/ai-calls/call-counters.projection';
import { duplicateChecks } from './modules/contact-duplicates/duplicate-checks';
import { MERGE_RESUME_DELAY_SECONDS, mergeResumes } from './modules/contact-merges/merge-resumes';
import { CONTACT_PHONE_IDS } from './modules/contacts/contact.entity';
import { contactChangeMessages } from './modules/contacts/contact-change-messages';
import {
  contactBatchAdds,
  contactLeadsProjection,
} from './modules/contacts/contact-counters.projection';
import { contactPhoneChanges } from './modules/contacts/contact-phones.projection';
import { dealBatchAdds } from './modules/deals/deal-counters.projection';
import { dealItemsProjection } from './modules/deals/deal-items.projection';
import { dealRescores } from './modules/deals/deal-rescores';
import { heldCountAdds } from './modules/held-leads/held-count.projection';
import {
  noticeUnreadAdds,
  noticeWrittenAt,
} from './modules/notifications/notice-counters.projection';
import { erasureStart } from './modules/organization-erasure/erasure.service';
import { organizationTimezone } from './modules/organizations/organizations.service';
import { taskRemindersProjection } from './modules/tasks/task-reminders.projection';
import { answerLogProjection } from './platform/idempotency/answer-log.projection';
import { logger } from './platform/logger';
import { composedProjection } from './platform/projections/composed-projection';
import { counterProjectorHandler } from './platform/projections/counter-projector';
import { applySetMembers } from './platform/projections/set-members';
import { organizationsOf, type StreamChange } from './platform/projections/stream-change';
import { sendAskedMessages } from './platform/projections/stream-sends';
import {
  CONTACT_CHANGES_QUEUE,
  CONTACT_DUPLICATES_QUEUE,
  CONTACT_MERGES_QUEUE,
  LEAD_SCORES_QUEUE,
} from './platform/queue-names';

const readOrganizationFacts = async (changes: readonly StreamChange[]) => {
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

const factsOfBatch = new WeakMap<
  readonly StreamChange[],
  ReturnType<typeof readOrganizationFacts>
>();

/**
 * Each organization's time zone and erasure of a batch, read once a batch (the counters and the
 * messages are handed the same batch).
 */
const organizationFacts = (changes: readonly StreamChange[]) => {
  const known = factsOfBatch.get(changes);
  if (known) return known;
  const facts = readOrganizationFacts(changes);
  factsOfBatch.set(changes, facts);
  return facts;
};

/**
 * The messages the batch's changes ask for, each once a batch:
 * - lead-scores: the contacts whose evidence moved (a deal created, moved or deleted; a call,
 *   email, WhatsApp message or note logged);
 * - contact-changes: contacts renamed, handed over or deleted, which their deals and calls follow;
 * - contact-duplicates: contacts created, deleted or changed in what duplicates are matched on;
 * - contact-merges: merges of duplicates that began, looked at a minute later.
 */
const messages = async (changes: readonly StreamChange[]) => {
  const rescoresAsked = changes.flatMap((change, index) =>
    [...dealRescores(change), ...activityRescores(change)].map((contact) => ({ contact, index })),
  );
  const contactChanges = changes.some(
    (change) =>
      change.after?.type === 'contact' ||
      change.before?.type === 'contact' ||
      change.before?.type === 'trashedContact',
  );
  const resumes = changes.flatMap((change, index) =>
    mergeResumes(change).map((resume) => ({
      key: `${resume.organizationId}/${resume.otherId}`,
      body: resume,
      index,
    })),
  );
  if (!rescoresAsked.length && !contactChanges && !resumes.length) return [];
  const { timezoneOf, erasedSince } = await organizationFacts(changes);
  const [rescoresFailed, changesFailed, checksFailed, resumesFailed] = await Promise.all([
    sendAskedMessages(
      LEAD_SCORES_QUEUE,
      rescoresAsked.map(({ contact, index }) => ({
        key: `${contact.organizationId}/${contact.contactId}`,
        body: {
          ...contact,
          timezone: timezoneOf(contact.organizationId),
        } satisfies LeadScoreRequest,
        index,
      })),
    ),
    sendAskedMessages(
      CONTACT_CHANGES_QUEUE,
      changes.flatMap((change, index) =>
        contactChangeMessages(change, erasedSince).map((message) => ({
          key: `${message.organizationId}/${message.contactId}`,
          body: message,
          index,
        })),
      ),
    ),
    sendAskedMessages(
      CONTACT_DUPLICATES_QUEUE,
      changes.flatMap((change, index) =>
        duplicateChecks(change, erasedSince).map((check) => ({
          key: `${check.organizationId}/${check.contactId}`,
          body: check,
          index,
        })),
      ),
    ),
    sendAskedMessages(CONTACT_MERGES_QUEUE, resumes, {
      delaySeconds: MERGE_RESUME_DELAY_SECONDS,
    }),
  ]);
  return [...rescoresFailed, ...changesFailed, ...checksFailed, ...resumesFailed];
};

/** The organization's contacts by phone (contact-phones.projection.ts), for imports' lookups. */
const phoneSets = async (changes: readonly StreamChange[]) => {
  const asked = changes.some((change) => (change.after ?? change.before)?.type === 'contact');
  if (!asked) return [];
  const { erasedSince } = await organizationFacts(changes);
  return applySetMembers(contactPhoneChanges(changes, erasedSince), {
    attribute: CONTACT_PHONE_IDS,
    itemType: 'contactPhones',
    onError: (error) =>
      logger.warn('Phone set update failed; the batch is delivered again from it', { error }),
  });
};

/**
 * The counters kept from the table's stream, several modules' in ONE projector (as routes.ts
 * composes their routes): a DynamoDB stream shard serves at most two readers at once, and the
 * search words are the other one (platform/projectors.ts).
 * - contacts: their counters, new-leads report items, plan usage and leads index items;
 * - deals: their totals, month, quarter and day counters, report items, timeline entries and
 *   their holders' entries;
 * - AI calls: their report counters, the platform's AI calls, the day's calls they logged and
 *   their holders' call lists;
 * - notices: the bell's unread count;
 * - held leads: their count;
 * - answers kept for retries: the log entries they carry (a webhook delivery's line);
 * - tasks: their reminder entries, by the hour they are due;
 * - contacts by phone, for imports (`phoneSets`);
 * - and the messages deals, timeline entries and contacts ask for (`messages`).
 */
const items = composedProjection('counters', [
  contactLeadsProjection,
  heldCallsProjection,
  answerLogProjection,
  dealItemsProjection,
  taskRemindersProjection,
]);

export const handler = counterProjectorHandler({
  items: {
    ...items,
    writtenAt: (change) => items.writtenAt?.(change) ?? noticeWrittenAt(change),
  },
  adds: async (changes) => {
    const { timezoneOf, erasedSince } = await organizationFacts(changes);
    return [
      ...contactBatchAdds(changes, timezoneOf, erasedSince),
      ...dealBatchAdds(changes, timezoneOf, erasedSince),
      ...callBatchAdds(changes, erasedSince),
      ...noticeUnreadAdds(changes),
      ...heldCountAdds(changes),
    ];
  },
  effects: async (changes) => {
    const [failedMessages, failedPhones] = await Promise.all([
      messages(changes),
      phoneSets(changes),
    ]);
    return [...failedMessages, ...failedPhones];
  },
});
