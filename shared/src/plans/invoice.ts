import * as z from 'zod/mini';
import { centsToDecimal } from '../money/money';
import { cleanText } from '../text/text-fields';
import { INDIAN_STATES, indianStateName } from './indian-states';

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

const STATE_CODES = INDIAN_STATES.map((state) => state.code) as string[];

/**
 * PUT /api/subscription/billing-details, and the upgrade's `billingDetails` before the first
 * payment: who the invoices are made out to and where, which is the place of supply. In India the
 * state is required (it decides CGST + SGST or IGST), and a GSTIN must be registered in it.
 */
export const billingDetailsSchema = z
  .object({
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
      .check(
        z.trim(),
        z.toUpperCase(),
        z.regex(/^[A-Z]{2}$/, 'Country is a 2-letter code, e.g. IN'),
      ),
    /** In India, the GST state code ("27" Maharashtra); elsewhere not asked. */
    state: z.optional(z.string().check(z.trim())),
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
  })
  .check(
    z.superRefine((details, ctx) => {
      const issue = (field: 'state' | 'gstin', message: string) =>
        ctx.addIssue({ code: 'custom', message, path: [field], input: details });
      if (details.country !== 'IN') {
        if (details.gstin) issue('gstin', 'A GSTIN is for businesses billed in India');
        return;
      }
      if (!details.state) return issue('state', 'Choose your state: it decides the GST');
      if (!STATE_CODES.includes(details.state)) return issue('state', 'Choose a state of India');
      if (details.gstin && GSTIN.test(details.gstin) && !details.gstin.startsWith(details.state)) {
        issue(
          'gstin',
          `This GSTIN is registered in ${indianStateName(details.gstin.slice(0, 2)) ?? 'another state'}, not ${indianStateName(details.state)}`,
        );
      }
    }),
  );
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
  /** Where the service is supplied: "Maharashtra (27)", "Outside India (SG)". */
  placeOfSupply: string;
}

/** Where a payment was billed: what of the billing details decides its GST. */
export type PlaceOfSupply = Pick<BillingDetails, 'country' | 'state' | 'gstin'>;

/** The place of supply of billing details, to keep with a payment as it is taken. */
export const placeOfSupplyOf = (details: BillingDetails | null): PlaceOfSupply | null =>
  details
    ? {
        country: details.country,
        ...(details.state ? { state: details.state } : {}),
        ...(details.gstin ? { gstin: details.gstin } : {}),
      }
    : null;

/**
 * The GST inside a price paid in whole cents, by the place of supply: in India 18% inside the
 * price, CGST + SGST 9% each in SalesFlow's own state (Maharashtra), IGST 18% in any other; abroad
 * an export of services, zero-rated. Details kept before states were asked fall back to their
 * GSTIN's state.
 */
export const taxOf = (totalCents: number, place: PlaceOfSupply | null): InvoiceTax => {
  if (place?.country !== 'IN') {
    return {
      taxableCents: totalCents,
      lines: [],
      note: 'Export of services: GST zero-rated (supply under LUT without payment of IGST).',
      placeOfSupply: place ? `Outside India (${place.country})` : 'Not given',
    };
  }
  const taxable = Math.round(totalCents / 1.18);
  const gst = totalCents - taxable;
  const state = place.state || place.gstin?.slice(0, 2);
  const name = indianStateName(state);
  const lines =
    state === SUPPLIER.stateCode
      ? [
          { label: 'CGST 9%', cents: Math.floor(gst / 2) },
          { label: 'SGST 9%', cents: gst - Math.floor(gst / 2) },
        ]
      : [{ label: 'IGST 18%', cents: gst }];
  return {
    taxableCents: taxable,
    lines,
    note: 'Prices include GST.',
    placeOfSupply: name ? `${name} (${state})` : 'India',
  };
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
<p><strong>Billed to:</strong> ${htmlEscape(customer?.legalName ?? 'Customer')}${customer?.address ? `<br>${htmlEscape(customer.address)}` : ''}${customer?.country ? `<br>Country: ${htmlEscape(customer.country)}` : ''}${customer?.state && indianStateName(customer.state) ? `<br>State: ${htmlEscape(String(indianStateName(customer.state)))}` : ''}${customer?.gstin ? `<br>GSTIN ${htmlEscape(customer.gstin)}` : ''}</p>
<p>Place of supply: ${htmlEscape(invoice.tax.placeOfSupply)}</p>
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
