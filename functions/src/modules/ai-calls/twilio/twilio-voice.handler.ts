import { xmlDocument } from '../../../platform/http/http-result';
import { aiAgentSettingsOf } from '../../ai-agent/ai-agent-settings.service';
import { greetingFor } from '../real-calls/call-conversation.service';
import { callWebhookUrl, relaySocketUrl } from '../real-calls/call-urls';
import { hangupTwiml, relayTwiml } from './relay-twiml';
import { twilioWebhook } from './twilio-webhook-route';

/**
 * POST …/voice: Twilio asks what to do with the answered call. A call that is still ours gets the
 * ConversationRelay session, opening with the agent's greeting (the sales script's first lines);
 * one that ended meanwhile is hung up.
 */
export const handler = twilioWebhook(async ({ call }) => {
  if (!['queued', 'calling'].includes(call.status)) return xmlDocument(200, hangupTwiml());
  const [settings, greeting] = await Promise.all([
    aiAgentSettingsOf(call.organizationId),
    greetingFor(call),
  ]);
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
