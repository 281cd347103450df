import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES } from '@salesflow/shared/admin/admin.schema';
import { PLAN_IDS } from '@salesflow/shared/auth/auth-user';
import { SearchField } from '../../../components/search-field';
import type { AccountFilterState, PlanFilter, StatusFilter } from '../hooks/use-account-filters';
import { planLabel } from '../utils/admin-labels';

export interface AccountsToolbarProps {
  filters: AccountFilterState;
}

/** Search by email or name, and the plan and status filters. */
export const AccountsToolbar = ({ filters }: AccountsToolbarProps) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
    <SearchField
      label="Search by email or name"
      value={filters.text}
      onChange={filters.setText}
      sx={{ flex: { xs: '1 1 100%', md: '1 1 280px' }, maxWidth: { md: 420 } }}
    />
    <TextField
      select
      size="small"
      label="Plan"
      value={filters.plan}
      onChange={(event) => filters.setPlan(event.target.value as PlanFilter)}
      sx={{ flex: { xs: '1 1 0', md: '0 0 180px' }, minWidth: 0 }}
    >
      <MenuItem value="all">All plans</MenuItem>
      {PLAN_IDS.map((plan) => (
        <MenuItem key={plan} value={plan}>
          {planLabel(plan)}
        </MenuItem>
      ))}
    </TextField>
    <TextField
      select
      size="small"
      label="Status"
      value={filters.status}
      onChange={(event) => filters.setStatus(event.target.value as StatusFilter)}
      sx={{ flex: { xs: '1 1 0', md: '0 0 180px' }, minWidth: 0 }}
    >
      <MenuItem value="all">All statuses</MenuItem>
      {ACCOUNT_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {ACCOUNT_STATUS_LABELS[status]}
        </MenuItem>
      ))}
    </TextField>
  </Box>
);
