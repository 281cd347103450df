import { closeConnection, postToConnection } from '../../platform/ws/connections';
import { socketRoute } from '../../platform/ws/socket-route';
import { exotelStreamFrame } from '../ai-calls/exotel/exotel-conversation.service';
import { relayFrame, relayLink } from '../ai-calls/real-calls/call-conversation.service';

/** An AgentStream frame names its `event`; a ConversationRelay frame its `type`. */
const isExotelFrame = (body: string) =>
  /^\s*\{\s*"event"\s*:/.test(body) || body.includes('"stream_sid"');

/**
 * `$default` of the relay WebSocket: each ConversationRelay frame (setup, prompt, interrupt, dtmf,
 * error), whose lead's words go in the transcript and get the agent's reply token by token; or
 * each Exotel AgentStream frame (start, media, dtmf, mark, stop), heard turn by turn and answered
 * aloud (exotel-conversation.service.ts). Replies go back through the connections API.
 */
export const handler = socketRoute(async ({ event, connectionId, body }) => {
  // When API Gateway received the frame: frames run concurrently, their lines are placed by it.
  const receivedAt = event.requestContext.requestTimeEpoch;
  if (isExotelFrame(body)) {
    const link = await relayLink(connectionId);
    if (link) {
      await exotelStreamFrame(
        link,
        connectionId,
        body,
        postToConnection,
        closeConnection,
        receivedAt,
      );
    }
    return { statusCode: 200 };
  }
  await relayFrame(connectionId, body, postToConnection, receivedAt);
  return { statusCode: 200 };
});
