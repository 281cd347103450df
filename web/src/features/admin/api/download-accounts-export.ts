import { localIsoDate } from '@salesflow/shared/dates/format-date';
import { adminPaths } from '../../../config/admin-paths';
import { downloadBlob } from '../../../lib/download-file';
import { fetchFile } from '../../../lib/fetch-file';

/** GET /api/admin/accounts/export, saved under the name the server gives it. */
export const downloadAccountsExport = async (): Promise<void> => {
  const { blob, fileName } = await fetchFile(adminPaths.accountsExport, 'text/csv');
  downloadBlob(blob, fileName ?? `salesflow-accounts-${localIsoDate(new Date())}.csv`);
};
