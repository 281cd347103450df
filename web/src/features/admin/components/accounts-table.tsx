import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { AdminAccount } from '@salesflow/shared/admin/admin.schema';
import { MutedText } from '../../../components/muted-text';
import { ListTable } from '../../../components/paged-list/list-table';
import type { AccountDialogKind } from '../hooks/use-account-dialog';
import {
  accountName,
  formatCents,
  lastActiveLabel,
  planLabel,
  usageParts,
} from '../utils/admin-labels';
import { AccountStatusChip } from './account-status-chip';

export const ACCOUNT_COLUMNS = [
  'User',
  'Plan',
  'Status',
  'Usage',
  'Revenue',
  'Last Active',
  'Actions',
] as const;

type AccountRow = AdminAccount & { id: string };

/** "1,240 contacts · 37 AI calls", on two lines where the column is narrow. */
const UsageText = ({ account }: { account: AdminAccount }) => {
  const [contacts, aiCalls] = usageParts(account);
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{`${contacts} ·`}</Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {aiCalls}
      </Box>
    </>
  );
};

export interface AccountsTableProps {
  /** Null while loading: skeleton rows. */
  accounts: readonly AdminAccount[] | null;
  /** A search or filter is set: an empty list says nothing matches, not that there is nothing. */
  filtered: boolean;
  onAction: (kind: AccountDialogKind, account: AdminAccount) => void;
}

/**
 * The accounts: owner, plan, status, usage, revenue, last activity, and Edit and Suspend (or
 * Reactivate). Wider than a phone: it scrolls sideways in its own box, Actions kept in sight.
 */
export const AccountsTable = ({ accounts, filtered, onAction }: AccountsTableProps) => (
  <Box
    sx={{
      '& table': { minWidth: 860 },
      // Seven columns at 1280 px beside the sidebar: a little less air between them.
      '& .MuiTableCell-root.MuiTableCell-root': { px: 1 },
      '& .MuiTableCell-root.MuiTableCell-root:first-of-type': { pl: 2 },
      '& .MuiTableCell-root.MuiTableCell-root:last-of-type': { pr: 2 },
    }}
  >
    <ListTable<AccountRow>
      label="Accounts"
      columns={ACCOUNT_COLUMNS}
      rows={accounts?.map((account) => ({ ...account, id: account.organizationId })) ?? null}
      skeletonTestId="account-skeleton"
      stickyLastColumn
      empty={
        <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
          {filtered ? 'No accounts match' : 'No accounts yet'}
        </Typography>
      }
    >
      {(account) => (
        <>
          <TableCell>
            <Box sx={{ maxWidth: 210 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
                {accountName(account)}
              </Typography>
              {/* An owner without a name is shown by their email, once. */}
              {account.firstName || account.lastName ? (
                <MutedText>{account.email}</MutedText>
              ) : null}
              <Typography variant="caption" color="textSecondary" component="p" noWrap>
                {account.organizationName}
              </Typography>
            </Box>
          </TableCell>
          <TableCell>{planLabel(account.plan)}</TableCell>
          <TableCell>
            <AccountStatusChip status={account.status} />
          </TableCell>
          <TableCell>
            <UsageText account={account} />
          </TableCell>
          <TableCell>{formatCents(account.revenueCents)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {lastActiveLabel(account.lastActiveAt)}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <Box
              sx={{
                display: 'inline-flex',
                gap: 0.75,
                '& .MuiButton-root': { minWidth: 0, px: 1.25 },
              }}
            >
              <Button size="small" variant="outlined" onClick={() => onAction('plan', account)}>
                Edit
              </Button>
              <Button
                size="small"
                variant="outlined"
                color={account.status === 'suspended' ? 'success' : 'error'}
                onClick={() => onAction('suspension', account)}
              >
                {account.status === 'suspended' ? 'Reactivate' : 'Suspend'}
              </Button>
            </Box>
          </TableCell>
        </>
      )}
    </ListTable>
  </Box>
);
