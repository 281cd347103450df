import { socketRoute } from '@salesflow/functions/platform/ws/socket-route';
import { socketLog } from './socket-log';

/** `$disconnect`: records the event. */
export const handler = socketRoute(async ({ event }) => {
  socketLog().disconnects.push(event);
  return { statusCode: 200 };
});
