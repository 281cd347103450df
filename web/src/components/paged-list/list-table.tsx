import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import { alpha, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** Five skeleton rows (or cards) while loading (document 1, section 9). */
export const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5'] as const;

/** What a list view (table or cards) of a paged list shows. */
export interface ListViewProps<T extends { id: string }> {
  /** The list's accessible name. */
  label: string;
  /** Null while loading: skeletons. */
  rows: readonly T[] | null;
  /** Marks each skeleton, for tests. */
  skeletonTestId: string;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  /** One item: a row's cells (in the order of `columns`) or a card's content. */
  children: (row: T) => ReactNode;
}

/** A tick box on each row, and one in the header for every row shown. */
export interface RowSelection<T> {
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  /** The header's box: ticks every row shown, or clears them when all are. */
  toggleAll: () => void;
  /** A row's box's accessible name, as in "Select Aarav Mehta". */
  rowLabel: (row: T) => string;
  /** The header box's accessible name. */
  allLabel: string;
}

export interface ListTableProps<T extends { id: string }> extends ListViewProps<T> {
  /** Header cells; a column named "Actions" is aligned right. */
  columns: readonly string[];
  /** Tick boxes in a first column, when the list can act on several rows at once. */
  selection?: RowSelection<T> | undefined;
  /** Keeps the last column (the row's actions) in sight while a wide table scrolls sideways. */
  stickyLastColumn?: boolean;
  /** A column's own header cell (one that sorts, say); null or absent: the plain one. */
  headerCell?: (column: string) => ReactNode;
}

/**
 * The last column pinned to the right edge. Pinned, it needs a solid background, which would hide
 * the row's hover and selected tints: they are painted over it again.
 */
const stickyLastColumnSx = (theme: Theme) => {
  const tint = (color: string) => `linear-gradient(${color}, ${color})`;
  const selected = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
  return {
    '& .MuiTableCell-root:last-of-type:not([colspan])': {
      position: 'sticky',
      right: 0,
      bgcolor: 'background.paper',
      // A soft edge, so columns passing under it read as scrolled, not cut.
      boxShadow: `-6px 0 6px -6px ${alpha(theme.palette.common.black, 0.2)}`,
    },
    '& .MuiTableRow-hover:hover > .MuiTableCell-root:last-of-type': {
      backgroundImage: tint(theme.palette.action.hover),
    },
    '& .Mui-selected > .MuiTableCell-root:last-of-type': { backgroundImage: tint(selected) },
  };
};

const SelectAllCell = <T,>({
  rows,
  selection,
}: {
  rows: readonly T[];
  selection: RowSelection<T>;
}) => {
  const ticked = rows.filter(selection.isSelected).length;
  return (
    <TableCell padding="checkbox">
      <Checkbox
        size="small"
        checked={ticked > 0 && ticked === rows.length}
        indeterminate={ticked > 0 && ticked < rows.length}
        disabled={rows.length === 0}
        onChange={selection.toggleAll}
        slotProps={{ input: { 'aria-label': selection.allLabel } }}
      />
    </TableCell>
  );
};

/** A desktop list: header, one hoverable row per item, skeletons while loading, an empty state. */
export const ListTable = <T extends { id: string }>({
  label,
  columns,
  rows,
  skeletonTestId,
  empty,
  selection,
  stickyLastColumn = false,
  headerCell,
  children,
}: ListTableProps<T>) => (
  <TableContainer>
    {/* Slightly tighter cells than MUI's default, so seven columns fit at 1280 px with the sidebar. */}
    <Table
      aria-label={label}
      sx={[
        {
          '& .MuiTableCell-root': { px: 1.5 },
          '& .MuiTableCell-paddingCheckbox': { pl: 1, pr: 0, width: 44 },
        },
        stickyLastColumn && stickyLastColumnSx,
      ]}
    >
      <TableHead>
        <TableRow>
          {selection ? <SelectAllCell rows={rows ?? []} selection={selection} /> : null}
          {columns.map(
            (column) =>
              headerCell?.(column) ?? (
                <TableCell key={column} align={column === 'Actions' ? 'right' : 'left'}>
                  {column}
                </TableCell>
              ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows === null
          ? SKELETON_KEYS.map((key) => (
              <TableRow key={key} data-testid={skeletonTestId}>
                {selection ? <TableCell padding="checkbox" /> : null}
                {columns.map((column) => (
                  <TableCell key={column}>
                    <Skeleton variant="text" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : rows.map((row) => {
              const selected = selection?.isSelected(row) ?? false;
              return (
                <TableRow key={row.id} hover selected={selected}>
                  {selection ? (
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={selected}
                        onChange={() => selection.toggle(row)}
                        slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
                      />
                    </TableCell>
                  ) : null}
                  {children(row)}
                </TableRow>
              );
            })}
        {rows?.length === 0 && empty ? (
          <TableRow>
            <TableCell colSpan={columns.length + (selection ? 1 : 0)} sx={{ borderBottom: 0 }}>
              {empty}
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  </TableContainer>
);
