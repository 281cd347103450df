import { bulkJobIdSchema } from '@salesflow/shared/contacts/contact-bulk-job';
import { redirect } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { bulkJobFileLink } from './bulk-jobs.service';

/** GET /api/contacts/bulk/{id}/file: an export job's CSV file (a short-lived link to it). */
export const handler = route({ params: bulkJobIdSchema }, async ({ auth, params }) =>
  redirect(await bulkJobFileLink(auth, params.id)),
);
