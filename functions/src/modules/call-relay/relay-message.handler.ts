import { postToConnection } from '../../platform/ws/connections';
import { socketRoute } from '../../platform/ws/socket-route';
import { relayFrame } from '../ai-calls/real-calls/call-conversation.service';

/**
 * `$default` of the relay WebSocket: each ConversationRelay frame (setup, prompt, interrupt, dtmf,
 * error). A lead's words go in the transcript and the agent's reply streams back token by token
 * through the connections API.
 */
export const handler = socketRoute(async ({ event, connectionId, body }) => {
  // When API Gateway received the frame: frames run concurrently, their lines are placed by it.
  await relayFrame(connectionId, body, postToConnection, event.requestContext.requestTimeEpoch);
  return { statusCode: 200 };
});
