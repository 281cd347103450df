import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminAccount } from '@salesflow/shared/admin/admin.schema';
import { formatCalendarDate } from '@salesflow/shared/dates/format-date';
import { PanelCard } from '../../../components/panel-card';
import { accountName, planLabel } from '../utils/admin-labels';
import { AccountStatusChip } from './account-status-chip';

export interface RecentSignupsProps {
  accounts: readonly AdminAccount[];
}

/** The newest accounts: who, on which plan, their status and when they joined. */
export const RecentSignups = ({ accounts }: RecentSignupsProps) => (
  <PanelCard title="Recent Signups">
    {accounts.length === 0 ? (
      <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
        No signups yet
      </Typography>
    ) : (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {accounts.map((account) => (
          <Box
            component="li"
            key={account.organizationId}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              py: 1.25,
              '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
            }}
          >
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
                {accountName(account)}
              </Typography>
              <Typography variant="caption" color="textSecondary" component="p" noWrap>
                {`${planLabel(account.plan)} · Joined ${formatCalendarDate(account.createdAt)}`}
              </Typography>
            </Box>
            <AccountStatusChip status={account.status} />
          </Box>
        ))}
      </Box>
    )}
  </PanelCard>
);
