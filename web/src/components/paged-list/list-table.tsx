import Skeleton from '@mui/material/Skeleton';
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

export interface ListTableProps<T extends { id: string }> extends ListViewProps<T> {
  /** Header cells; a column named "Actions" is aligned right. */
  columns: readonly string[];
}

/** A desktop list: header, one hoverable row per item, skeletons while loading, an empty state. */
export const ListTable = <T extends { id: string }>({
  label,
  columns,
  rows,
  skeletonTestId,
  empty,
  children,
}: ListTableProps<T>) => (
  <TableContainer>
    {/* Slightly tighter cells than MUI's default, so seven columns fit at 1280 px with the sidebar. */}
    <Table aria-label={label} sx={{ '& .MuiTableCell-root': { px: 1.5 } }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column} align={column === 'Actions' ? 'right' : 'left'}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows === null
          ? SKELETON_KEYS.map((key) => (
              <TableRow key={key} data-testid={skeletonTestId}>
                {columns.map((column) => (
                  <TableCell key={column}>
                    <Skeleton variant="text" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : rows.map((row) => (
              <TableRow key={row.id} hover>
                {children(row)}
              </TableRow>
            ))}
        {rows?.length === 0 && empty ? (
          <TableRow>
            <TableCell colSpan={columns.length} sx={{ borderBottom: 0 }}>
              {empty}
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  </TableContainer>
);
