import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { listInvoices } from './invoices.service';

/** GET /api/subscription/billing-details: `{ billingDetails }` (null until saved). */
export const handler = route({}, async ({ auth }) =>
  json(200, { billingDetails: (await listInvoices(auth)).billingDetails }),
);
