import {
  type BillingDetails,
  type InvoiceView,
  invoiceHtml,
  invoiceNumber,
  placeOfSupplyOf,
  taxOf,
} from '@salesflow/shared/plans/invoice';
import type { AuthContext } from '../../platform/auth/session';
import { commit } from '../../platform/data/unit-of-work';
import { NotFoundError } from '../../platform/errors';
import {
  billingDetailsWrite,
  findBillingDetails,
  type PaymentRecord,
  paymentsOf,
} from './billing.repository';

const toInvoice = (payment: PaymentRecord, details: BillingDetails | null): InvoiceView => ({
  id: payment.paymentId,
  number: invoiceNumber(payment.at, payment.paymentId),
  paidAt: payment.at,
  periodStart: payment.periodStart,
  periodEnd: payment.periodEnd,
  description: payment.description,
  amountCents: payment.amount,
  currency: payment.currency,
  // Where it was billed when it was paid; payments kept before that, the details now.
  tax: taxOf(payment.amount, payment.placeOfSupply ?? placeOfSupplyOf(details)),
  refundedCents: payment.refunded,
  status:
    payment.refunded >= payment.amount
      ? 'refunded'
      : payment.refunded > 0
        ? 'partly refunded'
        : 'paid',
});

/** GET /api/subscription/invoices (owner): an invoice per payment taken, newest first. */
export const listInvoices = async (
  auth: AuthContext,
): Promise<{ invoices: InvoiceView[]; billingDetails: BillingDetails | null }> => {
  const [payments, details] = await Promise.all([
    paymentsOf(auth.organizationId),
    findBillingDetails(auth.organizationId),
  ]);
  return {
    invoices: payments.filter((p) => p.status !== 'failed').map((p) => toInvoice(p, details)),
    billingDetails: details,
  };
};

/** GET /api/subscription/invoices/{id} (owner): the printable invoice of one payment. */
export const invoiceDocument = async (
  auth: AuthContext,
  paymentId: string,
): Promise<{ fileName: string; html: string }> => {
  const { invoices, billingDetails } = await listInvoices(auth);
  const invoice = invoices.find((i) => i.id === paymentId);
  if (!invoice) throw new NotFoundError('Invoice not found');
  return { fileName: `${invoice.number}.html`, html: invoiceHtml(invoice, billingDetails) };
};

/** PUT /api/subscription/billing-details (owner): whom the invoices are made out to. */
export const saveBillingDetails = async (
  auth: AuthContext,
  details: BillingDetails,
): Promise<BillingDetails> => {
  const clean: BillingDetails = {
    legalName: details.legalName,
    country: details.country,
    ...(details.state && details.country === 'IN' ? { state: details.state } : {}),
    ...(details.gstin ? { gstin: details.gstin } : {}),
    ...(details.address ? { address: details.address } : {}),
  };
  await commit([billingDetailsWrite(auth.organizationId, clean)]);
  return clean;
};

/**
 * Where the organization is billed, before a first payment: the details sent with it (saved), or
 * those saved before; null when neither says the country and, in India, the state.
 */
export const billingDetailsForCheckout = async (
  auth: AuthContext,
  given: BillingDetails | undefined,
): Promise<BillingDetails | null> => {
  if (given) return saveBillingDetails(auth, given);
  const saved = await findBillingDetails(auth.organizationId);
  if (!saved || (saved.country === 'IN' && !saved.state)) return null;
  return saved;
};
