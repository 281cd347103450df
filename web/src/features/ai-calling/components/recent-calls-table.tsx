import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { formatCallDuration } from '@salesflow/shared/ai-calls/call-format';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { callContactName, callDateTime } from '../utils/call-labels';
import { CallStatusCell } from './call-status-cell';
import { RecentCallCards } from './recent-call-cards';

export interface RecentCallsTableProps {
  calls: AiCall[] | undefined;
  isPending: boolean;
  error: unknown;
  /**
   * A call's actions (the AI Calling screen's RecentCallActions); without it the table has no
   * actions column, and the dashboard's panel does not load their code.
   */
  renderActions?: ((call: AiCall) => ReactNode) | undefined;
}

const HEADERS = ['Contact', 'Date & Time', 'Duration', 'Outcome', 'AI Score'] as const;

/** Recent AI Calls (document 1): the newest calls, with their outcome and AI score. */
export const RecentCallsTable = ({
  calls,
  isPending,
  error,
  renderActions,
}: RecentCallsTableProps) => {
  const isMobile = useIsMobile();
  if (isPending) return <Skeleton variant="rounded" height={160} />;
  if (error) {
    return (
      <EmptyState
        title="Unable to load recent calls"
        description={errorMessage(error, 'Please try again in a moment.')}
      />
    );
  }
  if (!calls?.length) {
    return <EmptyState title="No recent calls" description="AI calling history will appear here" />;
  }
  if (isMobile) return <RecentCallCards calls={calls} renderActions={renderActions} />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Recent AI Calls" sx={{ minWidth: renderActions ? 640 : 440 }}>
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header} sx={{ whiteSpace: 'nowrap' }}>
                {header}
              </TableCell>
            ))}
            {renderActions ? <TableCell align="right">Actions</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {calls.map((call) => (
            <TableRow key={call.id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {callContactName(call)}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {call.phoneNumber}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{callDateTime(call.createdAt)}</TableCell>
              <TableCell>{formatCallDuration(call.duration)}</TableCell>
              <TableCell>
                <CallStatusCell call={call} />
              </TableCell>
              <TableCell>{call.aiScore ?? 'N/A'}</TableCell>
              {renderActions ? <TableCell align="right">{renderActions(call)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
