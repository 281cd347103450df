import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminPayment } from '@salesflow/shared/admin/admin.schema';
import { formatCalendarDate } from '@salesflow/shared/dates/format-date';
import {
  formatPaymentAmount,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_TONES,
} from '../utils/admin-labels';
import { ToneChip } from './tone-chip';

const COLUMNS = [
  'Date',
  'Organization',
  'Description',
  'Method',
  'Amount',
  'Status',
  'Refunded',
] as const;

export interface PaymentsTableProps {
  payments: readonly AdminPayment[];
}

/** The most recent payments; wider than a phone, it scrolls sideways in its own box. */
export const PaymentsTable = ({ payments }: PaymentsTableProps) => (
  <TableContainer>
    <Table aria-label="Recent Payments" sx={{ minWidth: 820, '& .MuiTableCell-root': { px: 1.5 } }}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell
              key={column}
              align={column === 'Amount' || column === 'Refunded' ? 'right' : 'left'}
            >
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.paymentId} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(payment.at)}</TableCell>
            <TableCell>{payment.organizationName}</TableCell>
            <TableCell>{payment.description}</TableCell>
            <TableCell sx={{ textTransform: 'capitalize' }}>{payment.method}</TableCell>
            <TableCell align="right">
              {formatPaymentAmount(payment.amountCents, payment.currency)}
            </TableCell>
            <TableCell>
              <ToneChip
                label={PAYMENT_STATUS_LABELS[payment.status]}
                tone={PAYMENT_STATUS_TONES[payment.status]}
              />
            </TableCell>
            <TableCell align="right">
              {payment.refundedCents > 0
                ? formatPaymentAmount(payment.refundedCents, payment.currency)
                : '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
