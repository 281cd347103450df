import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert';
import { paths } from '../../../config/paths';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { DELIVERY_STATUS, formatDeliveryTime } from '../utils/delivery-labels';
import { ToneBadge } from './tone-badge';

/** A source's last 20 deliveries: when, what came of it, the contact, why it was refused. */
export const DeliveryList = ({ source }: { source: WebhookSource }) => {
  const query = useWebhookDeliveries(source);
  if (query.isError) {
    return <RetryAlert onRetry={() => void query.refetch()}>Unable to load deliveries</RetryAlert>;
  }
  if (query.isPending) return <Typography color="textSecondary">Loading deliveries...</Typography>;
  if (query.data.length === 0) {
    return <Typography color="textSecondary">No leads received from this source yet</Typography>;
  }
  return (
    <Table size="small" aria-label="Recent deliveries">
      <TableHead>
        <TableRow>
          <TableCell>Time</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Contact</TableCell>
          <TableCell>Error</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {query.data.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDeliveryTime(delivery.receivedAt)}
            </TableCell>
            <TableCell>
              <ToneBadge
                label={`${DELIVERY_STATUS[delivery.status].label} (${delivery.httpStatus})`}
                tone={DELIVERY_STATUS[delivery.status].tone}
              />
            </TableCell>
            <TableCell>
              {delivery.contactId ? (
                <Button
                  component={RouterLink}
                  to={paths.app.contactDetail(delivery.contactId)}
                  size="small"
                >
                  Open contact
                </Button>
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell sx={{ color: 'error.main', wordBreak: 'break-word' }}>
              {delivery.error ?? ''}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
