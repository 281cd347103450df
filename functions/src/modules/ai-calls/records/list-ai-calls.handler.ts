import {
  AI_CALL_ARRAY_MAX,
  aiCallListQuerySchema,
} from '@salesflow/shared/ai-calls/ai-call.schema';
import { listAnswer } from '../../../platform/http/list-answer';
import { route } from '../../../platform/http/route';
import { listCalls } from './ai-calls.service';

/**
 * GET /api/ai-calls. With `limit`: one page `{ items, nextCursor }`. Without it: the spec's array,
 * newest first, capped at AI_CALL_ARRAY_MAX with the next cursor in a header. `contactId`: that
 * contact's calls.
 */
export const handler = route({ query: aiCallListQuerySchema }, async ({ auth, query }) => {
  const page = await listCalls(auth, { ...query, limit: query.limit ?? AI_CALL_ARRAY_MAX });
  return listAnswer(page, query.limit !== undefined);
});
