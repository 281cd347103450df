import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { InvoiceView } from '@salesflow/shared/plans/invoice';
import { billingPaths } from '../../../config/billing-paths';
import { day } from '../utils/billing-labels';
import { SettingsCard } from './settings-card';

/** Cents as a decimal amount (kept here: the money module is the first screen's own chunk). */
const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);

const gst = (invoice: InvoiceView) =>
  invoice.tax.lines.length
    ? invoice.tax.lines.map((line) => `${line.label} ${centsToDecimal(line.cents)}`).join(', ')
    : 'Zero-rated';

/** One invoice per payment, newest first, each downloadable. */
export const InvoicesCard = ({ invoices }: { invoices: InvoiceView[] }) => (
  <SettingsCard
    title="Invoices"
    subheader="One for each payment; prices include GST where it applies"
  >
    {invoices.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        No invoices yet: they appear here after each payment.
      </Typography>
    ) : (
      // A phone scrolls the table sideways rather than cutting off its GST and status.
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Invoices">
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              <TableCell>Period</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>GST</TableCell>
              <TableCell>Status</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>{invoice.number}</TableCell>
                <TableCell>{`${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`}</TableCell>
                <TableCell align="right">{`${invoice.currency} ${centsToDecimal(invoice.amountCents)}`}</TableCell>
                <TableCell>
                  {gst(invoice)}
                  {invoice.tax.placeOfSupply ? (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {`Place of supply: ${invoice.tax.placeOfSupply}`}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{invoice.status}</TableCell>
                <TableCell>
                  <Link
                    href={billingPaths.api.invoice(invoice.id)}
                    download={`${invoice.number}.html`}
                  >
                    Download
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    )}
  </SettingsCard>
);

export const OwnerOnly = () => (
  <Alert severity="info">
    Only the owner of the organization sees its invoices and billing details.
  </Alert>
);
