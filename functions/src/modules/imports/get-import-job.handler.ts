import { importJobIdSchema } from '@salesflow/shared/imports/import-job';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { getImportJob } from './import-jobs.service';

/** GET /api/imports/{id}: status, counts, the first errors and imported leads. */
export const handler = route({ params: importJobIdSchema }, async ({ auth, params }) =>
  json(200, await getImportJob(auth, params.id)),
);
