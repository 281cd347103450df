import { ForbiddenError } from '@salesflow/functions/platform/errors';
import { socketRoute } from '@salesflow/functions/platform/ws/socket-route';
import { socketLog } from './socket-log';

/** `$connect`: records the event; `?refuse=1` is refused the way a forged signature is (403). */
export const handler = socketRoute(async ({ event }) => {
  socketLog().connects.push(event);
  if (event.queryStringParameters?.refuse) throw new ForbiddenError('Refused by the fixture');
  return { statusCode: 200 };
});
