import { trainingFileIdSchema } from '@salesflow/shared/ai-agent/training-files';
import { noContent } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { deleteTrainingFile } from './training-files.service';

/** DELETE /api/settings/ai-agent/training-files/{id}: the file, its object and its knowledge. */
export const handler = route({ params: trainingFileIdSchema }, async ({ auth, params }) => {
  await deleteTrainingFile(auth, params.id);
  return noContent();
});
