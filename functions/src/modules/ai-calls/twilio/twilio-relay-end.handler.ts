import { xmlDocument } from '../../../platform/http/http-result';
import { hangupTwiml } from './relay-twiml';
import { twilioWebhook } from './twilio-webhook-route';

/**
 * POST …/relay-end: the ConversationRelay session ended (the agent ended it, or the lead hung up):
 * the call is hung up. Its end is recorded by the completed status callback that follows.
 */
export const handler = twilioWebhook(async () => xmlDocument(200, hangupTwiml()));
