import { readEmailLead } from './email-lead-reader';
import { leadWebhookHandler } from './lead-webhook-route';

/** The only webhook that bundles mailparser. */
export const handler = leadWebhookHandler('email', readEmailLead);
