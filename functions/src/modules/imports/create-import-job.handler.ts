import { createImportJobSchema } from '@salesflow/shared/imports/import-job';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { createImportJob } from './import-jobs.service';

/** POST /api/imports: a job for a file, and the presigned URL to upload it to. */
export const handler = route({ body: createImportJobSchema }, async ({ auth, body }) =>
  json(201, await createImportJob(auth, body)),
);
