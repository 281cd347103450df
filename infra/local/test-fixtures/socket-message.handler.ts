import { closeConnection, postToConnection } from '@salesflow/functions/platform/ws/connections';
import { socketRoute } from '@salesflow/functions/platform/ws/socket-route';
import { socketLog } from './socket-log';

interface Frame {
  type: 'reply' | 'whoami' | 'close';
  text?: string;
  delayMs?: number;
}

/**
 * `$default`: `reply` posts `text` back through the connections API after `delayMs`; `whoami`
 * posts the connection id; `close` closes the connection through the connections API.
 */
export const handler = socketRoute(async ({ event, body, connectionId }) => {
  socketLog().messages.push(event);
  const frame = JSON.parse(body) as Frame;
  if (frame.delayMs) await new Promise((resolve) => setTimeout(resolve, frame.delayMs));
  if (frame.type === 'close') await closeConnection(connectionId);
  else {
    await postToConnection(
      connectionId,
      frame.type === 'whoami' ? JSON.stringify({ connectionId }) : String(frame.text),
    );
  }
  return { statusCode: 200 };
});
