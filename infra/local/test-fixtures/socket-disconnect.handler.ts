import { socketRoute } from '@salesflow/functions/platform/ws/socket-route';
import { socketLog } from './socket-log';

/** `$disconnect`: records the event, a little later (as a handler that writes the call's end). */
export const handler = socketRoute(async ({ event }) => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  socketLog().disconnects.push(event);
  return { statusCode: 200 };
});
