import { invoiceParamsSchema } from '@salesflow/shared/plans/subscription.schema';
import { downloadFile } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { invoiceDocument } from './invoices.service';

/** GET /api/subscription/invoices/{id}: the invoice as a printable HTML file. */
export const handler = route({ params: invoiceParamsSchema }, async ({ auth, params }) => {
  const { fileName, html } = await invoiceDocument(auth, params.id);
  return downloadFile(fileName, 'text/html; charset=utf-8', html);
});
