import { Logger } from '@aws-lambda-powertools/logger';

/** The one logger: JSON lines, service name from POWERTOOLS_SERVICE_NAME, ids appended per request. */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'salesflow',
});
