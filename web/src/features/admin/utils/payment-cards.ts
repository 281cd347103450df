import type { AdminPayments } from '@salesflow/shared/admin/admin.schema';
import type { FigureCard } from '../components/figure-cards';
import { countLabel, formatCents, formatCount } from './admin-labels';

/** The Payments tab's five figures (every total in US dollars). */
export const paymentCards = (payments: AdminPayments): FigureCard[] => [
  {
    label: 'Captured',
    value: formatCents(payments.capturedCents),
    caption: countLabel(payments.payments, 'payment'),
  },
  {
    label: 'Refunded',
    value: formatCents(payments.refundedCents),
    caption: 'returned to customers',
  },
  { label: 'Net revenue', value: formatCents(payments.netCents), caption: 'captured less refunds' },
  {
    label: 'Last 30 days',
    value: formatCents(payments.last30DaysCents),
    caption: 'captured',
  },
  {
    label: 'Pending refunds',
    value: formatCount(payments.pendingRefunds),
    caption: `${formatCents(payments.pendingRefundCents)} not yet refunded`,
  },
];
