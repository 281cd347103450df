import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '@salesflow/shared/dates/format-date';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { formatUsd } from '@salesflow/shared/money/money';
import type { ReactNode } from 'react';
import { MutedText } from '../../../components/muted-text';
import { ListTable } from '../../../components/paged-list/list-table';
import type { OpenDealDialog } from '../hooks/use-deal-dialogs';
import { contactCompanyOf, contactNameOf } from '../utils/deal-labels';
import { DealRowActions } from './deal-row-actions';
import { ProbabilityBar } from './probability-bar';
import { StageBadge } from './stage-badge';

const COLUMNS = ['Deal', 'Contact', 'Value', 'Stage', 'Probability', 'Close Date', 'Actions'];

export interface DealsListProps {
  /** Null while loading. */
  deals: readonly Deal[] | null;
  onAction: OpenDealDialog;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
}

/** Desktop list of deals. */
export const DealsTable = ({ deals, onAction, empty }: DealsListProps) => (
  <ListTable
    label="Deals"
    columns={COLUMNS}
    rows={deals}
    skeletonTestId="deal-skeleton"
    empty={empty}
  >
    {(deal) => (
      <>
        <TableCell sx={{ maxWidth: 280 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {deal.title}
          </Typography>
          <MutedText>{deal.description || 'No description'}</MutedText>
        </TableCell>
        <TableCell sx={{ maxWidth: 220 }}>
          <Typography variant="body2" noWrap>
            {contactNameOf(deal)}
          </Typography>
          <MutedText>{contactCompanyOf(deal)}</MutedText>
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
      </>
    )}
  </ListTable>
);
