import { socketRoute } from '../../platform/ws/socket-route';

/**
 * `$connect` of the relay WebSocket (Twilio's ConversationRelay opening a real call's session).
 * The call-relay module fills this in: the Twilio signature over RELAY_WS_URL with its query,
 * checked with the organization's auth token. Nothing reaches it until Twilio is pointed at the
 * relay URL.
 */
export const handler = socketRoute(async () => ({ statusCode: 200 }));
