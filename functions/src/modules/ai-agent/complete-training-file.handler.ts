import { trainingFileIdSchema } from '@salesflow/shared/ai-agent/training-files';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { completeTrainingFile } from './training-files.service';

/** POST /api/settings/ai-agent/training-files/{id}/complete: the upload is done; check and read it. */
export const handler = route({ params: trainingFileIdSchema }, async ({ auth, params }) =>
  json(200, await completeTrainingFile(auth, params.id)),
);
