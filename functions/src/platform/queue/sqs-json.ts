import { awsJsonClient } from '../aws/aws-json';

/**
 * SQS's two calls we make (SendMessage, SendMessageBatch) over its JSON protocol. The full
 * `@aws-sdk/client-sqs` is about 40 KiB of every bundle that sends, and the lead webhooks (which
 * merge repeat leads, and so tell contact-changes) had no room for it under the 400 KiB budget.
 * The endpoint is the regional one, or AWS_ENDPOINT_URL_SQS locally.
 */
export const sqsCall = awsJsonClient({
  service: 'sqs',
  targetPrefix: 'AmazonSQS',
  jsonVersion: '1.0',
});
