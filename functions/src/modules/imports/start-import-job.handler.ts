import { importJobIdSchema, startImportJobSchema } from '@salesflow/shared/imports/import-job';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { startImportJob } from './import-jobs.service';

/** POST /api/imports/{id}/start: the mapping and the duplicate choice; the workers take it on. */
export const handler = route(
  { params: importJobIdSchema, body: startImportJobSchema },
  async ({ auth, params, body }) => json(202, await startImportJob(auth, params.id, body)),
);
