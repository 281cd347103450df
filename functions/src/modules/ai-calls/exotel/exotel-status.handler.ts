import { noContent } from '../../../platform/http/http-result';
import { parseExotelStatusCallback } from '../../../platform/telephony/exotel-status';
import { applyExotelStatus } from './exotel-status.service';
import { exotelWebhook } from './exotel-webhook-route';

/**
 * POST /api/webhooks/exotel/{orgId}/calls/{callId}/status?token=: Exotel's answered and terminal
 * callbacks (JSON, or a form), applied by exotel-status.service.ts. A body that is not one is
 * acknowledged and changes nothing (Exotel would only send it again).
 */
export const handler = exotelWebhook(async ({ call, body, contentType }) => {
  const parsed = parseExotelStatusCallback(body, contentType);
  if (parsed.ok) await applyExotelStatus(call, parsed.value);
  return noContent();
});
