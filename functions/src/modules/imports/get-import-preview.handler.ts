import { importJobIdSchema } from '@salesflow/shared/imports/import-job';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { previewImportJob } from './import-jobs.service';

/** GET /api/imports/{id}/preview: headers, the guessed mapping and a few rows. */
export const handler = route({ params: importJobIdSchema }, async ({ auth, params }) =>
  json(200, await previewImportJob(auth, params.id)),
);
