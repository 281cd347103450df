import { ERROR_CODES } from '@salesflow/shared/errors/error-body';
import * as z from 'zod/mini';

/** Why a delivery was refused: the error its sender is told, with the first delivery's request id. */
const problemSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
  requestId: z.string(),
});

/**
 * What a lead webhook did with a delivery (lead-capture.service.ts); the handler chooses the HTTP
 * answer (lead-capture-answer.ts). Kept as it is for the delivery's retries (answer-record.ts).
 * Its kinds are the delivery log's statuses (webhook.entity.ts).
 */
export const leadCaptureResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('created'), contactId: z.string() }),
  /** Merged into the contact with its email: `duplicate` when the lead brought nothing new. */
  z.object({ kind: z.literal(['updated', 'duplicate']), contactId: z.string() }),
  /** No room on the plan: kept as a held lead until there is, `reason` saying why. */
  z.object({ kind: z.literal('held'), heldId: z.string(), reason: z.string() }),
  z.object({ kind: z.literal('refused'), problem: problemSchema }),
]);

export type LeadCaptureResult = z.infer<typeof leadCaptureResultSchema>;
export type LeadCaptureProblem = z.infer<typeof problemSchema>;

const toResult = (result: LeadCaptureResult) => result;

/**
 * An answer kept before results were (`{ httpStatus, body }`, the HTTP answer itself), read back
 * into the result it stood for. Strict, so a record this could not give back exactly is refused
 * rather than answered differently.
 *
 * Remove this (and its branch in `keptResultOf`) 24 hours after the deploy that keeps results:
 * kept answers expire then (RETRY_WINDOW_SECONDS in lead-capture.service.ts; the table's TTL, and
 * readAnswer ignores an expired one), so no answer of the old shape is read any more.
 */
const answerKeptBeforeResults = z.union([
  z.pipe(
    z.strictObject({
      httpStatus: z.literal(201),
      body: z.strictObject({
        success: z.literal(true),
        status: z.literal('created'),
        contact: z.strictObject({ id: z.string() }),
      }),
    }),
    z.transform(({ body }) => toResult({ kind: body.status, contactId: body.contact.id })),
  ),
  z.pipe(
    z.strictObject({
      httpStatus: z.literal(200),
      body: z.strictObject({
        success: z.literal(true),
        status: z.literal(['updated', 'duplicate']),
        contact: z.strictObject({ id: z.string() }),
      }),
    }),
    z.transform(({ body }) => toResult({ kind: body.status, contactId: body.contact.id })),
  ),
  z.pipe(
    z.strictObject({
      httpStatus: z.literal(202),
      body: z.strictObject({
        success: z.literal(true),
        status: z.literal('held'),
        held: z.strictObject({ id: z.string() }),
        message: z.string(),
      }),
    }),
    z.transform(({ body }) =>
      toResult({ kind: 'held', heldId: body.held.id, reason: body.message }),
    ),
  ),
  z.pipe(
    z.strictObject({
      httpStatus: z.literal(400),
      body: z.strictObject({
        success: z.literal(false),
        error: z.strictObject({
          code: z.enum(ERROR_CODES),
          message: z.string(),
          details: z.optional(z.array(z.strictObject({ field: z.string(), message: z.string() }))),
          requestId: z.string(),
        }),
      }),
    }),
    z.transform(({ body }) => toResult({ kind: 'refused', problem: body.error })),
  ),
]);

const keptResultSchema = z.union([leadCaptureResultSchema, answerKeptBeforeResults]);

/**
 * The result a delivery's kept answer holds, of either shape. A record of neither is a bug, not
 * the sender's mistake: an Error (500), never a ZodError (which would answer the sender 400).
 */
export const keptResultOf = (stored: unknown): LeadCaptureResult => {
  const read = keptResultSchema.safeParse(stored);
  if (!read.success) throw new Error('A lead webhook answer was kept in a shape no reader knows');
  return read.data;
};
