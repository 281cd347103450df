import { readFormLead } from './form-lead-reader';
import { leadWebhookHandler } from './lead-webhook-route';

export const handler = leadWebhookHandler('wordpress', readFormLead);
