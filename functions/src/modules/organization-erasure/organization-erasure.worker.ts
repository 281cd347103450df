import type { SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { messageOf, sqsWorker } from '../../platform/queue/sqs-worker';
import { eraseStep } from './erasure.service';

/**
 * A message of the erasure: where it stands (a partition of its plan and a cursor in it, or none
 * yet), or, from an older version still in the queue, a segment of the parallel scan it replaced.
 */
const erasureMessageSchema = z.union([
  z.object({
    organizationId: z.string().check(z.minLength(1)),
    whole: z.optional(z.boolean()),
    position: z.nullable(
      z.object({
        partition: z.number().check(z.int(), z.minimum(0)),
        pk: z.string(),
        cursor: z.nullable(z.record(z.string(), z.unknown())),
      }),
    ),
  }),
  z.object({
    organizationId: z.string().check(z.minLength(1)),
    whole: z.optional(z.boolean()),
    segment: z.number().check(z.int(), z.minimum(0)),
  }),
]);

/**
 * An organization's erasure from where it stands: a closed organization's data 30 days after its
 * subscription closed, or an organization removed whole.
 */
const processRecord = async (record: SQSRecord) => {
  await eraseStep(messageOf(erasureMessageSchema, record));
};

export const handler = sqsWorker(processRecord);
