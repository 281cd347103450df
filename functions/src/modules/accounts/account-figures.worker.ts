import type { SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { messageOf, sqsWorker } from '../../platform/queue/sqs-worker';
import { refreshAccount } from './account-figures.service';

/** An account that may have changed: its summary and the platform's figures follow it. */
const accountMessageSchema = z.object({ organizationId: z.string().check(z.minLength(1)) });

const processRecord = async (record: SQSRecord) => {
  const { organizationId } = messageOf(accountMessageSchema, record);
  await refreshAccount(organizationId);
};

export const handler = sqsWorker(processRecord);
