import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { flushMetrics } from '../../platform/metrics';
import { releaseHeldLeads } from './held-leads.service';

const processor = new BatchProcessor(EventType.SQS);

/** A change made room (a plan paid or set): the organization's held leads become contacts. */
const processRecord = async (record: SQSRecord) => {
  const { organizationId } = JSON.parse(record.body) as { organizationId: string };
  await releaseHeldLeads(organizationId);
};

export const handler: SQSHandler = async (event, context) => {
  try {
    return await processPartialResponse(event, processRecord, processor, { context });
  } finally {
    flushMetrics();
  }
};
