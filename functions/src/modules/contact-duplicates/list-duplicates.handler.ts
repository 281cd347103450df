import { contactDuplicatesQuerySchema } from '@salesflow/shared/contacts/contact-duplicates.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { listDuplicates } from './duplicates.service';

/** GET /api/contacts/duplicates[?contactId=]: possible duplicates and why. */
export const handler = route({ query: contactDuplicatesQuerySchema }, async ({ auth, query }) =>
  json(200, await listDuplicates(auth, query)),
);
