import type { SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { messageOf, sqsWorker } from '../../platform/queue/sqs-worker';
import { releaseHeldLeads } from './held-leads.service';

/** A change made room (a plan paid or set): the organization's held leads become contacts. */
const heldLeadsMessageSchema = z.object({ organizationId: z.string().check(z.minLength(1)) });

const processRecord = async (record: SQSRecord) => {
  const { organizationId } = messageOf(heldLeadsMessageSchema, record);
  await releaseHeldLeads(organizationId);
};

export const handler = sqsWorker(processRecord);
