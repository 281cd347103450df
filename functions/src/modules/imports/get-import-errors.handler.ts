import { importJobIdSchema } from '@salesflow/shared/imports/import-job';
import { downloadFile, redirect } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { importJobErrorsFile } from './import-jobs.service';

/**
 * GET /api/imports/{id}/errors: every row error and note as a CSV file, or (past 4 MB) a redirect
 * to it in the uploads bucket.
 */
export const handler = route({ params: importJobIdSchema }, async ({ auth, params }) => {
  const file = await importJobErrorsFile(auth, params.id);
  return 'url' in file
    ? redirect(file.url)
    : downloadFile(file.fileName, 'text/csv; charset=utf-8', file.csv);
});
