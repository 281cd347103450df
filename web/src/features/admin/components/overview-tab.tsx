import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-client';
import { useAdminOverview } from '../api/get-admin-overview';
import { overviewCards } from '../utils/overview-cards';
import { DeadLettersPanel } from './dead-letters-panel';
import { FigureCards, FigureCardsSkeleton } from './figure-cards';
import { panelsGridSx } from './panels-grid';
import { PlanDistribution } from './plan-distribution';
import { RecentSignups } from './recent-signups';

/**
 * The platform at a glance: six figures, accounts by plan, the newest accounts, and the messages
 * the outbox could not deliver.
 */
export const OverviewTab = () => {
  const query = useAdminOverview();
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>
        {`Unable to load the overview. ${errorMessage(query.error, 'Please try again in a moment.')}`}
      </RetryAlert>
    );
  }
  const overview = query.data;
  if (!overview) {
    return (
      <Box aria-busy="true" aria-label="Loading overview">
        <FigureCardsSkeleton count={6} wide={3} />
        <Box sx={panelsGridSx}>
          <Skeleton variant="rounded" height={240} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      </Box>
    );
  }
  return (
    <>
      <FigureCards label="Platform figures" cards={overviewCards(overview)} wide={3} />
      <Box sx={panelsGridSx}>
        <PlanDistribution plans={overview.planDistribution} />
        <RecentSignups accounts={overview.recentSignups} />
      </Box>
      <Box sx={{ mt: 3 }}>
        <DeadLettersPanel />
      </Box>
    </>
  );
};
