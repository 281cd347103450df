import { socketRoute } from '../../platform/ws/socket-route';
import { openRelay } from '../ai-calls/real-calls/call-conversation.service';

/**
 * `$connect` of the relay WebSocket: Twilio's ConversationRelay opens a real call's session.
 * Accepted only with a valid X-Twilio-Signature (the organization's auth token, over the
 * configured relay URL of this call); a forged or missing one is refused with 403.
 */
export const handler = socketRoute(async ({ event, connectionId }) => {
  const query = event.queryStringParameters ?? {};
  const headers = event.headers ?? {};
  const signature = headers['X-Twilio-Signature'] ?? headers['x-twilio-signature'];
  const statusCode = await openRelay({
    connectionId,
    organizationId: query.org,
    callId: query.call,
    signature,
  });
  return { statusCode };
});
