import type { SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { messageOf, sqsWorker } from '../../platform/queue/sqs-worker';
import { emailContactMessage } from './contact-messages.service';

/** A visitor's message from the contact page goes to the sales inbox. */
const contactMessageKeySchema = z.object({ pk: z.string(), sk: z.string() });

const processRecord = async (record: SQSRecord) => {
  await emailContactMessage(messageOf(contactMessageKeySchema, record));
};

export const handler = sqsWorker(processRecord);
