import { socketRoute } from '../../platform/ws/socket-route';
import { closeRelay } from '../ai-calls/real-calls/call-conversation.service';

/** `$disconnect` of the relay WebSocket: the session is over (its call ends by Twilio's callback). */
export const handler = socketRoute(async ({ connectionId }) => {
  await closeRelay(connectionId);
  return { statusCode: 200 };
});
