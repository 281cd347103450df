import { xmlDocument } from '../../platform/http/http-result';
import { aiAgentSettingsOf } from '../ai-agent/ai-agent-settings.service';
import { callWebhookUrl, relaySocketUrl } from './call-urls';
import { hangupTwiml, relayTwiml } from './relay-twiml';
import { twilioWebhook } from './twilio-webhook-route';

const firstName = (name: string | null) => (name ?? '').trim().split(/\s+/)[0] ?? '';

/**
 * POST …/voice: Twilio asks what to do with the answered call. A call that is still ours gets the
 * ConversationRelay session; one that ended meanwhile is hung up.
 */
export const handler = twilioWebhook(async ({ call }) => {
  if (!['queued', 'calling'].includes(call.status)) return xmlDocument(200, hangupTwiml());
  const settings = await aiAgentSettingsOf(call.organizationId);
  const name = firstName(call.contactName);
  const greeting = `Hello${name ? ` ${name}` : ''}, this is ${settings.name}. Do you have a minute?`;
  return xmlDocument(
    200,
    relayTwiml({
      socketUrl: relaySocketUrl(call.organizationId, call.id),
      actionUrl: callWebhookUrl(call.organizationId, call.id, 'relay-end'),
      welcomeGreeting: greeting,
      settings,
      parameters: { callId: call.id },
    }),
  );
});
