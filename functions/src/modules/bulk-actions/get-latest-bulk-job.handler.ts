import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { latestBulkJob } from './bulk-jobs.service';

/** GET /api/contacts/bulk/latest: the caller's newest bulk job, for the Contacts banner. */
export const handler = route({}, async ({ auth }) => json(200, { job: await latestBulkJob(auth) }));
