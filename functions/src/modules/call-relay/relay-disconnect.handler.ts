import { socketRoute } from '../../platform/ws/socket-route';

/**
 * `$disconnect` of the relay WebSocket. The call-relay module fills this in (the session's end);
 * nothing reaches it until Twilio is pointed at the relay URL.
 */
export const handler = socketRoute(async () => ({ statusCode: 200 }));
