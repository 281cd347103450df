import { upgradeBasicCredentials } from '../../platform/telephony/exotel-call-token';
import { socketRoute } from '../../platform/ws/socket-route';
import { openExotelStream } from '../ai-calls/exotel/exotel-conversation.service';
import { openRelay } from '../ai-calls/real-calls/call-conversation.service';

/**
 * `$connect` of the relay WebSocket, which carries both carriers' sessions: Twilio's
 * ConversationRelay, accepted only with a valid X-Twilio-Signature (the organization's auth token,
 * over the configured relay URL of this call); and Exotel's AgentStream (`carrier=exotel`),
 * accepted only with the call's own token (in the query, or as the Basic password Exotel sends).
 * A forged or missing one is refused with 403.
 */
export const handler = socketRoute(async ({ event, connectionId }) => {
  const query = event.queryStringParameters ?? {};
  const headers = event.headers ?? {};
  if (query.carrier === 'exotel') {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const statusCode = await openExotelStream({
      connectionId,
      organizationId: query.org,
      callId: query.call,
      token: query.token,
      basic: upgradeBasicCredentials({ headers: lower }),
    });
    return { statusCode };
  }
  const signature = headers['X-Twilio-Signature'] ?? headers['x-twilio-signature'];
  const statusCode = await openRelay({
    connectionId,
    organizationId: query.org,
    callId: query.call,
    signature,
  });
  return { statusCode };
});
