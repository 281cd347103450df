import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '@salesflow/shared/dates/format-date';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { DealSort } from '@salesflow/shared/deals/deal-list.schema';
import { formatUsd } from '@salesflow/shared/money/money';
import type { ReactNode } from 'react';
import { MutedText } from '../../../components/muted-text';
import { ListTable } from '../../../components/paged-list/list-table';
import { TagChips } from '../../../components/tags/tag-chips';
import type { OpenDealDialog } from '../hooks/use-deal-dialogs';
import { contactCompanyOf, contactNameOf } from '../utils/deal-labels';
import { DEAL_SORT_FIELD, dealSortDirectionOf, nextDealSort } from '../utils/deal-sort';
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

export interface DealsTableProps extends DealsListProps {
  /** The list's order (newest first when undefined). */
  sort?: DealSort | undefined;
  /** Value, Probability and Close Date sort when their header is clicked. */
  onSort?: ((sort: DealSort) => void) | undefined;
}

/**
 * The sort arrow drawn in the space after the header's text (its cell's spare room and right
 * padding) rather than beside it: three arrows side by side would widen the table past 1280 px.
 */
const arrowAfterTextSx = {
  position: 'relative',
  '& .MuiTableSortLabel-icon': { position: 'absolute', left: '100%', ml: 0.25 },
} as const;

/** A column's header that sorts the list: `aria-sort` says which way it is sorted now. */
const SortHeader = ({
  column,
  sort,
  onSort,
}: {
  column: string;
  sort: DealSort | undefined;
  onSort: (sort: DealSort) => void;
}) => {
  const field = DEAL_SORT_FIELD[column];
  if (!field) return null;
  const direction = dealSortDirectionOf(sort, field);
  return (
    <TableCell sortDirection={direction} sx={{ whiteSpace: 'nowrap' }}>
      <TableSortLabel
        active={direction !== false}
        direction={direction || 'asc'}
        onClick={() => onSort(nextDealSort(sort, field))}
        sx={arrowAfterTextSx}
      >
        {column}
      </TableSortLabel>
    </TableCell>
  );
};

/** Desktop list of deals. */
export const DealsTable = ({ deals, onAction, empty, sort, onSort }: DealsTableProps) => (
  <ListTable
    label="Deals"
    columns={COLUMNS}
    rows={deals}
    skeletonTestId="deal-skeleton"
    empty={empty}
    headerCell={
      onSort
        ? (column) =>
            DEAL_SORT_FIELD[column] ? (
              <SortHeader key={column} column={column} sort={sort} onSort={onSort} />
            ) : null
        : undefined
    }
  >
    {(deal) => (
      <>
        <TableCell sx={{ maxWidth: 280 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {deal.title}
          </Typography>
          <MutedText>{deal.description || 'No description'}</MutedText>
          {/* Only a tagged deal reads the tag colours. */}
          {deal.tags?.length ? <TagChips tags={deal.tags} max={3} /> : null}
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
