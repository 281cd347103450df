import { postToConnection } from '../../platform/ws/connections';
import { socketRoute } from '../../platform/ws/socket-route';
import { relayFrame } from '../ai-calls/call-conversation.service';

/**
 * `$default` of the relay WebSocket: each ConversationRelay frame (setup, prompt, interrupt, dtmf,
 * error). A lead's words go in the transcript and the agent's reply streams back token by token
 * through the connections API.
 */
export const handler = socketRoute(async ({ connectionId, body }) => {
  await relayFrame(connectionId, body, postToConnection);
  return { statusCode: 200 };
});
