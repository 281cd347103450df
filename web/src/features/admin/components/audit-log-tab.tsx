import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import { recentMonths, utcMonth } from '../utils/audit-labels';
import { AuditLogList } from './audit-log-list';

/** The operators' plan changes, suspensions and reactivations, one month at a time. */
export const AuditLogTab = () => {
  const [months] = useState(() => recentMonths(new Date()));
  const [month, setMonth] = useState(() => utcMonth(new Date()));
  const query = useAuditLog(month);
  return (
    <>
      <TextField
        select
        size="small"
        label="Month"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        sx={{ width: { xs: '100%', sm: 220 }, mb: 2 }}
      >
        {months.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>
          {`Unable to load the audit log. ${errorMessage(query.error, 'Please try again in a moment.')}`}
        </RetryAlert>
      ) : (
        <Paper variant="outlined" sx={{ px: 2, py: 0.5 }}>
          {!query.data ? (
            <Box aria-busy="true" aria-label="Loading audit log" sx={{ py: 1 }}>
              {['a1', 'a2', 'a3'].map((key) => (
                <Skeleton key={key} variant="text" height={56} />
              ))}
            </Box>
          ) : query.data.items.length === 0 ? (
            <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
              No operator actions this month
            </Typography>
          ) : (
            <AuditLogList entries={query.data.items} />
          )}
        </Paper>
      )}
    </>
  );
};
