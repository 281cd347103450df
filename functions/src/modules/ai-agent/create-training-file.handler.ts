import { createTrainingFileSchema } from '@salesflow/shared/ai-agent/training-files';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { createTrainingFile } from './training-files.service';

/** POST /api/settings/ai-agent/training-files: a file to upload, and where to PUT it. */
export const handler = route({ body: createTrainingFileSchema }, async ({ auth, body }) =>
  json(201, await createTrainingFile(auth, body)),
);
