import { idParamSchema } from '@salesflow/shared/text/id-param';
import { noContent } from '../../../platform/http/http-result';
import { route } from '../../../platform/http/route';
import { unchooseLead } from './chosen-leads.service';

/**
 * DELETE /api/ai-calling/chosen/{id}: contact `id` is no longer chosen for the caller's
 * auto-calling (204, also when it was not: the caller's own choices only).
 */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) => {
  await unchooseLead(auth, params.id);
  return noContent();
});
