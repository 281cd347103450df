import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { listInvoices } from './invoices.service';

/** GET /api/subscription/invoices: `{ invoices, billingDetails }`. */
export const handler = route({}, async ({ auth }) => json(200, await listInvoices(auth)));
