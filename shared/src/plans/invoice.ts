import * as z from 'zod/mini';
import { centsToDecimal } from '../money/money';
import { cleanText } from '../text/text-fields';

/**
 * Invoices of SalesFlow's subscriptions. SalesFlow invoices from Maharashtra (Mumbai), India: a
 * customer billed in India pays 18% GST inside the price (CGST 9% + SGST 9% in Maharashtra, IGST
 * 18% elsewhere in India); a customer abroad is an export of services, zero-rated.
 */
export const SUPPLIER = {
  name: 'SalesFlow Technologies Private Limited',
  address: 'Mumbai, Maharashtra, India',
  gstin: '27AABCS1234F1Z5',
  stateCode: '27',
} as const;

const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** PUT /api/subscription/billing-details: who the invoices are made out to. */
export const billingDetailsSchema = z.object({
  legalName: z
    .string({ error: 'Legal name is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Legal name is required'),
      z.maxLength(200, 'Legal name must be at most 200 characters'),
      cleanText('single'),
    ),
  country: z
    .string({ error: 'Country is required' })
    .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'Country is a 2-letter code, e.g. IN')),
  gstin: z.optional(
    z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.refine((v) => v === '' || GSTIN.test(v), 'GSTIN is 15 characters, e.g. 27AABCU9603R1ZM'),
    ),
  ),
  address: z.optional(
    z.string().check(z.trim(), z.maxLength(500, 'Address must be at most 500 characters')),
  ),
});
export type BillingDetails = z.output<typeof billingDetailsSchema>;

export interface TaxLine {
  label: string;
  cents: number;
}

export interface InvoiceTax {
  /** The price without GST. */
  taxableCents: number;
  lines: TaxLine[];
  note: string;
}

/** The GST inside a price paid in whole cents, for the customer's billing details. */
export const taxOf = (totalCents: number, details: BillingDetails | null): InvoiceTax => {
  if (details?.country !== 'IN') {
    return {
      taxableCents: totalCents,
      lines: [],
      note: 'Export of services: GST zero-rated (supply under LUT without payment of IGST).',
    };
  }
  const taxable = Math.round(totalCents / 1.18);
  const gst = totalCents - taxable;
  const sameState = details.gstin?.slice(0, 2) === SUPPLIER.stateCode;
  const lines = sameState
    ? [
        { label: 'CGST 9%', cents: Math.floor(gst / 2) },
        { label: 'SGST 9%', cents: gst - Math.floor(gst / 2) },
      ]
    : [{ label: 'IGST 18%', cents: gst }];
  return { taxableCents: taxable, lines, note: 'Prices include GST.' };
};

/** An invoice's number: the day it was paid and the payment, unique and never reused. */
export const invoiceNumber = (paidAt: string, paymentId: string) =>
  `SF-${paidAt.slice(0, 10).replace(/-/g, '')}-${paymentId.replace(/^pay_/, '').toUpperCase()}`;

export interface InvoiceView {
  id: string;
  number: string;
  paidAt: string;
  periodStart: string | null;
  periodEnd: string | null;
  description: string;
  amountCents: number;
  currency: string;
  tax: InvoiceTax;
  refundedCents: number;
  status: 'paid' | 'refunded' | 'partly refunded';
}

const htmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (cents: number, currency: string) => `${currency} ${centsToDecimal(cents)}`;

const date = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The invoice as a printable HTML document (Save as PDF from the browser). */
export const invoiceHtml = (
  invoice: InvoiceView,
  customer: BillingDetails | null,
): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice ${htmlEscape(invoice.number)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:40px auto;color:#111}table{width:100%;border-collapse:collapse}td,th{padding:6px 4px;border-bottom:1px solid #ddd;text-align:left}.r{text-align:right}h1{font-size:22px}</style></head>
<body>
<h1>Tax Invoice ${htmlEscape(invoice.number)}</h1>
<p><strong>${htmlEscape(SUPPLIER.name)}</strong><br>${htmlEscape(SUPPLIER.address)}<br>GSTIN ${SUPPLIER.gstin}</p>
<p><strong>Billed to:</strong> ${htmlEscape(customer?.legalName ?? 'Customer')}${customer?.address ? `<br>${htmlEscape(customer.address)}` : ''}${customer?.country ? `<br>Country: ${htmlEscape(customer.country)}` : ''}${customer?.gstin ? `<br>GSTIN ${htmlEscape(customer.gstin)}` : ''}</p>
<p>Paid on ${date(invoice.paidAt)} · Period ${date(invoice.periodStart)} to ${date(invoice.periodEnd)}</p>
<table><thead><tr><th>Description</th><th class="r">Amount</th></tr></thead><tbody>
<tr><td>${htmlEscape(invoice.description)}</td><td class="r">${money(invoice.tax.taxableCents, invoice.currency)}</td></tr>
${invoice.tax.lines.map((line) => `<tr><td>${htmlEscape(line.label)}</td><td class="r">${money(line.cents, invoice.currency)}</td></tr>`).join('\n')}
<tr><th>Total</th><th class="r">${money(invoice.amountCents, invoice.currency)}</th></tr>
${invoice.refundedCents ? `<tr><td>Refunded</td><td class="r">-${money(invoice.refundedCents, invoice.currency)}</td></tr>` : ''}
</tbody></table>
<p>${htmlEscape(invoice.tax.note)} SAC 998314.</p>
</body></html>
`;
