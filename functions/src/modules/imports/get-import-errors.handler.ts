import { importJobIdSchema } from '@salesflow/shared/imports/import-job';
import { downloadFile } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { importJobErrorsCsv } from './import-jobs.service';

/** GET /api/imports/{id}/errors: every row error and note as a CSV file. */
export const handler = route({ params: importJobIdSchema }, async ({ auth, params }) => {
  const { fileName, csv } = await importJobErrorsCsv(auth, params.id);
  return downloadFile(fileName, 'text/csv; charset=utf-8', csv);
});
