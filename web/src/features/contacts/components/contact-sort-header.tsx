import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ContactSort } from '@salesflow/shared/contacts/contact-list.schema';
import type { ContactColumn } from '../utils/contact-columns';
import { nextSort, SORT_FIELD, sortDirectionOf } from '../utils/contact-sort';

export interface ContactSortHeaderProps {
  column: ContactColumn;
  sort: ContactSort | undefined;
  onSort: (sort: ContactSort) => void;
}

/** A column's header that sorts the list when clicked; nothing for a column that does not sort. */
export const ContactSortHeader = ({ column, sort, onSort }: ContactSortHeaderProps) => {
  const field = SORT_FIELD[column];
  if (!field) return null;
  const direction = sortDirectionOf(sort, field);
  return (
    <TableCell sortDirection={direction}>
      <TableSortLabel
        active={direction !== false}
        direction={direction || 'asc'}
        onClick={() => onSort(nextSort(sort, field))}
      >
        {column}
      </TableSortLabel>
    </TableCell>
  );
};
