import { logger } from '../../platform/logger';
import { socketRoute } from '../../platform/ws/socket-route';

/**
 * `$default` of the relay WebSocket: each ConversationRelay frame (setup, prompt, interrupt,
 * dtmf, error). The call-relay module fills this in; until then a frame is only logged (its type,
 * never the caller's words). Nothing reaches it until Twilio is pointed at the relay URL.
 */
export const handler = socketRoute(async ({ body }) => {
  let type = 'unreadable';
  try {
    type = String((JSON.parse(body) as { type?: unknown }).type ?? 'none');
  } catch {
    // Not JSON: logged as unreadable.
  }
  logger.info('relay frame', { type });
  return { statusCode: 200 };
});
