import { accountsCsv } from '@salesflow/shared/admin/accounts-csv';
import { downloadFile } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { allAccounts } from './admin.service';

/** GET /api/admin/accounts/export (platform operators): Export Data, every account as CSV. */
export const handler = route({}, async () => {
  const day = new Date().toISOString().slice(0, 10);
  return downloadFile(
    `salesflow-accounts-${day}.csv`,
    'text/csv; charset=utf-8',
    accountsCsv(await allAccounts()),
  );
});
