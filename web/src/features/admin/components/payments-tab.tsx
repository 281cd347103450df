import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { PanelCard } from '../../../components/panel-card';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-client';
import { useAdminPayments } from '../api/get-admin-payments';
import { paymentCards } from '../utils/payment-cards';
import { FigureCards, FigureCardsSkeleton } from './figure-cards';
import { PaymentsTable } from './payments-table';

/** Payment totals, pending refunds and the most recent payments. */
export const PaymentsTab = () => {
  const query = useAdminPayments();
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>
        {`Unable to load the payments. ${errorMessage(query.error, 'Please try again in a moment.')}`}
      </RetryAlert>
    );
  }
  const payments = query.data;
  if (!payments) {
    return (
      <Box aria-busy="true" aria-label="Loading payments">
        <FigureCardsSkeleton count={5} wide={5} />
        <Skeleton variant="rounded" height={280} sx={{ mt: 3 }} />
      </Box>
    );
  }
  return (
    <>
      <FigureCards label="Payment figures" cards={paymentCards(payments)} wide={5} />
      <PanelCard title="Recent Payments" sx={{ mt: { xs: 2, sm: 3 } }}>
        {payments.recent.length === 0 ? (
          <Box sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>No payments yet</Box>
        ) : (
          <PaymentsTable payments={payments.recent} />
        )}
      </PanelCard>
    </>
  );
};
