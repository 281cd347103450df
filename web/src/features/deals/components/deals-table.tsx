import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '@salesflow/shared/dates/format-date';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { formatUsd } from '@salesflow/shared/money/money';
import type { ReactNode } from 'react';
import type { OpenDealDialog } from '../hooks/use-deal-dialogs';
import { contactCompanyOf, contactNameOf } from '../utils/deal-labels';
import { DealRowActions } from './deal-row-actions';
import { ProbabilityBar } from './probability-bar';
import { StageBadge } from './stage-badge';

const COLUMNS = ['Deal', 'Contact', 'Value', 'Stage', 'Probability', 'Close Date', 'Actions'];
/** Skeleton rows while the first page loads. */
export const DEAL_SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5'] as const;

export interface DealsListProps {
  /** Null while loading. */
  deals: readonly Deal[] | null;
  onAction: OpenDealDialog;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
}

const Muted = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="textSecondary" noWrap>
    {children}
  </Typography>
);

/** Desktop list of deals. */
export const DealsTable = ({ deals, onAction, empty }: DealsListProps) => (
  <TableContainer>
    <Table aria-label="Deals">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} align={column === 'Actions' ? 'right' : 'left'}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {deals === null
          ? DEAL_SKELETON_KEYS.map((key) => (
              <TableRow key={key} data-testid="deal-skeleton">
                {COLUMNS.map((column) => (
                  <TableCell key={column}>
                    <Skeleton variant="text" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : deals.map((deal) => (
              <TableRow key={deal.id} hover>
                <TableCell sx={{ maxWidth: 280 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    {deal.title}
                  </Typography>
                  <Muted>{deal.description || 'No description'}</Muted>
                </TableCell>
                <TableCell sx={{ maxWidth: 220 }}>
                  <Typography variant="body2" noWrap>
                    {contactNameOf(deal)}
                  </Typography>
                  <Muted>{contactCompanyOf(deal)}</Muted>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {formatUsd(deal.value)}
                </TableCell>
                <TableCell>
                  <StageBadge stage={deal.stage} />
                </TableCell>
                <TableCell>
                  <ProbabilityBar probability={deal.probability} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatCalendarDate(deal.expectedCloseDate)}
                </TableCell>
                <TableCell align="right">
                  <DealRowActions deal={deal} onAction={onAction} />
                </TableCell>
              </TableRow>
            ))}
        {deals?.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} sx={{ borderBottom: 0 }}>
              {empty}
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  </TableContainer>
);
