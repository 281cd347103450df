import Paper from '@mui/material/Paper';
import { LoadMoreFooter } from '../../../components/load-more/load-more-footer';
import { useFillFirstPage } from '../../../components/load-more/use-fill-first-page';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-client';
import { ACCOUNTS_PAGE_SIZE, useAccountPages } from '../api/get-admin-accounts';
import { useAccountDialog } from '../hooks/use-account-dialog';
import { useAccountFilters } from '../hooks/use-account-filters';
import { AccountsTable } from './accounts-table';
import { AccountsToolbar } from './accounts-toolbar';
import { EditPlanDialog } from './edit-plan-dialog';
import { SuspensionDialog } from './suspension-dialog';

/** Every account, searched and filtered on the server, with Edit and Suspend on each. */
export const UsersTab = () => {
  const filters = useAccountFilters();
  const query = useAccountPages(filters.filters);
  const dialog = useAccountDialog();
  const accounts = query.data?.pages.flatMap((page) => page.items) ?? null;
  useFillFirstPage(query, accounts?.length ?? 0, ACCOUNTS_PAGE_SIZE);
  const failedFirst = query.isError && !query.isFetchNextPageError;
  return (
    <>
      <AccountsToolbar filters={filters} />
      {failedFirst ? (
        <RetryAlert onRetry={() => void query.refetch()}>
          {`Unable to load the accounts. ${errorMessage(query.error, 'Please try again in a moment.')}`}
        </RetryAlert>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <AccountsTable
            accounts={accounts}
            filtered={Boolean(
              filters.filters.search || filters.filters.plan || filters.filters.status,
            )}
            onAction={dialog.show}
          />
          <LoadMoreFooter
            noun="accounts"
            shown={accounts?.length ?? 0}
            total={null}
            hasMore={query.hasNextPage}
            loadingMore={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </Paper>
      )}
      <EditPlanDialog
        open={dialog.isOpen('plan')}
        account={dialog.target?.kind === 'plan' ? dialog.target.account : null}
        onClose={dialog.close}
      />
      <SuspensionDialog
        open={dialog.isOpen('suspension')}
        account={dialog.target?.kind === 'suspension' ? dialog.target.account : null}
        onClose={dialog.close}
      />
    </>
  );
};
