import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { trainingFilesOf } from './training-files.service';

/** GET /api/settings/ai-agent/training-files: the organization's uploaded files. */
export const handler = route({}, async ({ auth }) => json(200, await trainingFilesOf(auth)));
