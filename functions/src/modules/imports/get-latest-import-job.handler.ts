import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { latestImportJob } from './import-jobs.service';

/** GET /api/imports/latest: the caller's newest import, for the Contacts banner. */
export const handler = route({}, async ({ auth }) =>
  json(200, { job: await latestImportJob(auth) }),
);
