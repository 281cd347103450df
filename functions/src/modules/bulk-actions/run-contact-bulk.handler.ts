import { contactBulkSchema, runsAsJob } from '@salesflow/shared/contacts/contact-bulk.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { startBulkJob } from './bulk-jobs.service';
import { applyBulkAction, bulkStepOf } from './contact-bulk.service';

/**
 * POST /api/contacts/bulk: one action on up to 200 contacts by id, each answering for itself
 * (200); on a filter's every match or on more ids, a job whose progress is read at
 * GET /api/contacts/bulk/{id} (202).
 */
export const handler = route({ body: contactBulkSchema }, async ({ auth, body }) =>
  runsAsJob(body)
    ? json(202, { job: await startBulkJob(auth, body) })
    : json(200, await applyBulkAction(auth, bulkStepOf(body), body.ids ?? [])),
);
