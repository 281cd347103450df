import { startAutoRunSchema } from '@salesflow/shared/ai-calls/auto-run.schema';
import { json } from '../../../platform/http/http-result';
import { route } from '../../../platform/http/route';
import { startAutoRun } from './auto-run.service';

/**
 * POST /api/ai-calling/auto-run: `{ run }` with its first call placed (201), or `{ run: null,
 * requiresSetup, message }` without Twilio credentials (200, nothing created).
 */
export const handler = route({ body: startAutoRunSchema }, async ({ auth, body }) => {
  const answer = await startAutoRun(auth, body);
  return json(answer.run ? 201 : 200, answer);
});
