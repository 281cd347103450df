import * as z from 'zod/mini';

/**
 * The outbox's dead letters for platform operators (the admin dashboard): messages a change wrote
 * for a queue that SQS refused 10 times (functions/src/platform/queue/outbox.ts), kept 30 days.
 * Message bodies hold customers' personal data (names, emails), so an operator sees what a letter
 * is about (its queue, the body's field names, its organization) and why it failed, never the
 * body itself.
 */
const LIMIT_MESSAGE = 'Limit must be a whole number from 1 to 100';

/** GET /api/admin/outbox/dead-letters?limit= (newest first; 25 unless told). */
export const outboxDeadLettersQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number({ error: LIMIT_MESSAGE })
      .check(z.int(LIMIT_MESSAGE), z.gte(1, LIMIT_MESSAGE), z.lte(100, LIMIT_MESSAGE)),
    25,
  ),
});
export type OutboxDeadLettersQuery = z.output<typeof outboxDeadLettersQuerySchema>;

/** `{id}` of POST /api/admin/outbox/dead-letters/{id}/redrive: a listed letter's opaque id. */
export const outboxDeadLetterParamSchema = z.object({
  id: z
    .string({ error: 'Not a valid dead letter id' })
    .check(
      z.minLength(1, 'Not a valid dead letter id'),
      z.maxLength(200, 'Not a valid dead letter id'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid dead letter id'),
    ),
});

export interface OutboxDeadLetterView {
  /** Opaque: what the redrive route takes. */
  id: string;
  /** The queue it was for. */
  queue: string;
  /** When the change wrote it, and when it was set aside. */
  queuedAt: string;
  deadAt: string;
  attempts: number;
  /** The last send's error, as SQS gave it (at most 300 characters). */
  lastError: string;
  /** The organization it is about, when the message names one. */
  organizationId: string | null;
  /** The message's field names (never their values), sorted. */
  bodyFields: string[];
}

/** GET /api/admin/outbox/dead-letters. */
export interface OutboxDeadLetters {
  /** How many there are; `countCapped`: at least that many (too many to count on a request). */
  count: number;
  countCapped: boolean;
  items: OutboxDeadLetterView[];
}

/** POST …/{id}/redrive: `sent` at once, or back in the outbox for its sweeper to try again. */
export interface OutboxRedriveAnswer {
  sent: boolean;
}
