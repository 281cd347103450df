import { adminAccountsQuerySchema } from '@salesflow/shared/admin/admin.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { listAccounts } from './admin.service';

/** GET /api/admin/accounts (platform operators): a page of accounts, searched and filtered. */
export const handler = route({ query: adminAccountsQuerySchema }, async ({ query }) =>
  json(200, await listAccounts(query)),
);
