import { readEmailLead } from './email-lead-reader';
import { leadWebhookHandler } from './lead-webhook-route';

/** The only webhook that loads mailparser (shipped beside its bundle, loaded on first use). */
export const handler = leadWebhookHandler('email', readEmailLead);
