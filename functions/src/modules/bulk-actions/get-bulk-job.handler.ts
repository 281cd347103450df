import { bulkJobIdSchema } from '@salesflow/shared/contacts/contact-bulk-job';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { getBulkJob } from './bulk-jobs.service';

/** GET /api/contacts/bulk/{id}: the caller's bulk job and how far it has come. */
export const handler = route({ params: bulkJobIdSchema }, async ({ auth, params }) =>
  json(200, { job: await getBulkJob(auth, params.id) }),
);
