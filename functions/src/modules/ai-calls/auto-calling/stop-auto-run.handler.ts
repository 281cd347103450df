import { json } from '../../../platform/http/http-result';
import { route } from '../../../platform/http/route';
import { stopAutoRun } from './auto-run.service';

/** POST /api/ai-calling/auto-run/stop: `{ run }`, stopped (the call on now goes on). */
export const handler = route({}, async ({ auth }) => json(200, await stopAutoRun(auth)));
