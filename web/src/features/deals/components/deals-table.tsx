import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { CustomField, CustomFieldType } from '@salesflow/shared/custom-fields/custom-field';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { DealListSort } from '@salesflow/shared/deals/deal-list.schema';
import { Fragment, type ReactNode } from 'react';
import {
  CustomColumnCell,
  CustomColumnHeader,
} from '../../../components/custom-fields/custom-column-cell';
import { ListTable } from '../../../components/paged-list/list-table';
import { isCustomViewColumn } from '../../../components/saved-views/view-columns';
import { customFieldSorts } from '../../../lib/list-sort';
import type { OpenDealDialog } from '../hooks/use-deal-dialogs';
import { DEAL_SORT_FIELD, dealSortDirectionOf, nextDealSort } from '../utils/deal-sort';
import {
  DEFAULT_DEAL_VIEW_COLUMNS,
  type DealViewColumn,
  dealTableColumnsOf,
} from '../utils/deal-view-columns';
import { dealCellsOf, type RenderAssignee } from './deal-table-cells';

export interface DealsListProps {
  /** Null while loading. */
  deals: readonly Deal[] | null;
  onAction: OpenDealDialog;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
}

export interface DealsTableProps extends DealsListProps {
  /** The columns the view asks for; the default ones without. */
  columns?: readonly DealViewColumn[] | undefined;
  /**
   * The organization's deal fields: a custom column is shown while its field is among them (none
   * until they are read).
   */
  customFields?: readonly CustomField[] | undefined;
  /** Names whoever holds a deal's lead; without it there is no Assigned to column. */
  renderAssignee?: RenderAssignee | undefined;
  /** The list's order (newest first when undefined). */
  sort?: DealListSort | undefined;
  /**
   * Value, Probability, Close Date, Created and custom fields (but yes/no ones) sort when their
   * header is clicked.
   */
  onSort?: ((sort: DealListSort) => void) | undefined;
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
  label,
  field,
  type,
  sort,
  onSort,
}: {
  label: string;
  field: NonNullable<(typeof DEAL_SORT_FIELD)[string]>;
  type?: CustomFieldType;
  sort: DealListSort | undefined;
  onSort: (sort: DealListSort) => void;
}) => {
  const direction = dealSortDirectionOf(sort, field);
  return (
    <TableCell sortDirection={direction} sx={{ whiteSpace: 'nowrap' }}>
      <TableSortLabel
        active={direction !== false}
        direction={direction || 'asc'}
        onClick={() => onSort(nextDealSort(sort, field, type))}
        sx={arrowAfterTextSx}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
};

/**
 * Desktop list of deals, with the columns its view asks for; custom fields' after the deal's own,
 * sorting the list by their values (but yes/no ones).
 */
export const DealsTable = ({
  deals,
  onAction,
  empty,
  columns: viewColumns = DEFAULT_DEAL_VIEW_COLUMNS,
  customFields = [],
  renderAssignee,
  sort,
  onSort,
}: DealsTableProps) => {
  const fields = new Map(customFields.map((field) => [`cf.${field.key}`, field]));
  const columns = dealTableColumnsOf(viewColumns, {
    assignee: Boolean(renderAssignee),
    customKeys: customFields.map((field) => field.key),
  });
  const options = { onAction, showTags: viewColumns.includes('tags'), renderAssignee };
  return (
    <ListTable
      label="Deals"
      columns={columns}
      rows={deals}
      skeletonTestId="deal-skeleton"
      empty={empty}
      headerCell={(column) => {
        const field = fields.get(column);
        if (field) {
          return onSort && customFieldSorts(field.type) ? (
            <SortHeader
              key={column}
              label={field.label}
              field={`cf.${field.key}`}
              type={field.type}
              sort={sort}
              onSort={onSort}
            />
          ) : (
            <CustomColumnHeader key={column} field={field} />
          );
        }
        const by = DEAL_SORT_FIELD[column];
        return onSort && by ? (
          <SortHeader key={column} label={column} field={by} sort={sort} onSort={onSort} />
        ) : null;
      }}
    >
      {(deal) => {
        const cells = dealCellsOf(deal, options);
        return (
          <>
            {columns.map((column) => {
              if (!isCustomViewColumn(column)) {
                return <Fragment key={column}>{cells[column]}</Fragment>;
              }
              const field = fields.get(column);
              return field ? (
                <CustomColumnCell
                  key={column}
                  field={field}
                  value={deal.customFields?.[field.key]}
                />
              ) : null;
            })}
          </>
        );
      }}
    </ListTable>
  );
};
