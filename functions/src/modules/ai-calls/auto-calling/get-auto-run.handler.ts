import { json } from '../../../platform/http/http-result';
import { route } from '../../../platform/http/route';
import { currentAutoRun } from './auto-run.service';

/** GET /api/ai-calling/auto-run: `{ run }`, the caller's latest auto-calling run or null. */
export const handler = route({}, async ({ auth }) => json(200, await currentAutoRun(auth)));
