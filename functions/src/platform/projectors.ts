import {
  CONTACT_CHANGES_QUEUE,
  CONTACT_DUPLICATES_QUEUE,
  CONTACT_MERGES_QUEUE,
  LEAD_SCORES_QUEUE,
} from './queue-names';

/**
 * The table's stream consumers (projectors), declared once for the CDK stack (a function and an
 * event source mapping on the table's stream each, infra/lib/constructs/stream-projectors.ts) and
 * for the local stack's stream poller (infra/local/stream-poller.ts), like the queues in queues.ts.
 * A projector keeps data derived from the records it follows (a search index, counters, report
 * items) so that a request writes only what must be atomic: platform/projections/ says how.
 */
export interface ProjectorDefinition {
  /** Its name: its function's, its dead-letter queue's (`<name>-dlq`) and its checkpoints'. */
  name: string;
  /** Handler module below functions/src, exporting `handler` (a DynamoDB stream batch handler). */
  handler: string;
  /**
   * The item types (their `type` attribute) whose changes it is sent: the event source's filter,
   * on the new image or the old one (a deletion has only the old).
   */
  itemTypes: readonly string[];
  /** Records per invocation at most (Lambda takes up to 10,000; the local poller up to 1,000). */
  batchSize: number;
  /** How long records may gather before the batch goes (0: at once; a lag it adds to every record). */
  batchingWindowSeconds: number;
  /**
   * Retries of a failing batch before it is given up: its description goes to the dead-letter
   * queue and the stream moves on. A batch whose function fails is halved first (bisection), so
   * one bad record does not hold the others back; halving does not count as a retry.
   */
  retryAttempts: number;
  /** Seconds an invocation may run. */
  timeoutSeconds: number;
  /** Queues it sends to (the CDK stack grants exactly these, like a worker's). */
  sends?: readonly string[];
}

export const projectors: readonly ProjectorDefinition[] = [
  {
    // The contacts' search words (modules/contacts/contact-search.projection.ts): a contact's
    // transaction no longer writes one item per word.
    name: 'contact-search',
    handler: 'modules/contacts/contact-search.projector',
    itemTypes: ['contact'],
    batchSize: 100,
    // Search follows a write within a second: no gathering beyond what a busy stream brings.
    batchingWindowSeconds: 0,
    retryAttempts: 8,
    timeoutSeconds: 30,
  },
  {
    // The counters (counters.projector.ts): the contacts' (organization, month, holder,
    // holder-month, plan usage), their new-leads report items and leads index items
    // (modules/contacts/contact-counters.projection.ts), the deals' totals, month, quarter and
    // day counters and report items (modules/deals/deal-counters.projection.ts), the AI calls'
    // report items, the platform's AI calls, the day's calls and the held-call entries
    // (modules/ai-calls/call-counters.projection.ts), the bell's unread count
    // (modules/notifications/notice-counters.projection.ts) and the log entries answers carry
    // (platform/idempotency/answer-log.projection.ts), the tasks' reminder entries
    // (modules/tasks/task-reminders.projection.ts), the held leads' count
    // (modules/held-leads/held-count.projection.ts); and it sends the lead-scores and
    // contact-changes messages that deals, timeline entries and contacts ask for. A batch is one guarded ADD per counter key, so the
    // records' transactions write none of them. One projector for all: a stream
    // shard serves at most two readers at once (this one and the search words).
    name: 'counters',
    handler: 'counters.projector',
    itemTypes: [
      'contact',
      'deal',
      'aiCall',
      'notice',
      'answer',
      'activity',
      'task',
      'contactMerge',
      'trashedContact',
      'heldLead',
    ],
    // A busy stream's batch folds more records into each counter key's one update (Lambda sends
    // up to 6 MB an invocation; 500 contacts with both images are well under).
    batchSize: 500,
    // Counters follow a write within a second; a busy stream gathers its own batches.
    batchingWindowSeconds: 0,
    retryAttempts: 8,
    timeoutSeconds: 30,
    // Deals moved and contacts reached ask for their contacts' lead scores, contacts renamed,
    // handed over or deleted for their deals and calls to follow (no outbox entry in their
    // transactions: the stream keeps the change until it is handled), and contacts created or
    // changed in their email, phone, name or company for their possible duplicates.
    // Merges of duplicates that began are looked at a minute later, to finish one cut short.
    sends: [
      LEAD_SCORES_QUEUE,
      CONTACT_CHANGES_QUEUE,
      CONTACT_DUPLICATES_QUEUE,
      CONTACT_MERGES_QUEUE,
    ],
  },
];

/** The queue that keeps the description of what a projector gave up on. */
export const projectorDeadLetterQueue = (projector: Pick<ProjectorDefinition, 'name'>) =>
  `${projector.name}-dlq`;
