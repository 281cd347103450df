import { callQueueQuerySchema } from '@salesflow/shared/ai-calls/call-queue.schema';
import { json } from '../../../platform/http/http-result';
import { route } from '../../../platform/http/route';
import { callQueueWithChosen } from '../auto-calling/chosen-leads.service';

/**
 * GET /api/ai-calling/queue: the contacts to call next: those the user chose for auto-calling
 * first, then with a phone, highest score first (`limit`, default 8; `minScore`, the simple
 * panel's 71), from the call queue index.
 */
export const handler = route({ query: callQueueQuerySchema }, async ({ auth, query }) =>
  json(200, await callQueueWithChosen(auth, query)),
);
