import { billingDetailsSchema } from '@salesflow/shared/plans/invoice';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { saveBillingDetails } from './invoices.service';

/** PUT /api/subscription/billing-details: `{ billingDetails }` as saved. */
export const handler = route({ body: billingDetailsSchema }, async ({ auth, body }) =>
  json(200, { billingDetails: await saveBillingDetails(auth, body) }),
);
