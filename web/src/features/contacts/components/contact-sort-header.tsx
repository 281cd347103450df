import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ContactListSort } from '@salesflow/shared/contacts/contact-list.schema';
import type { CustomFieldType } from '@salesflow/shared/custom-fields/custom-field';
import { nextSort, type SortField, sortDirectionOf } from '../utils/contact-sort';

export interface ContactSortHeaderProps {
  /** What the header says: the column's name, or a custom field's label. */
  label: string;
  field: SortField;
  /** A custom field's type: text and choices sort A to Z first, the rest highest first. */
  type?: CustomFieldType;
  sort: ContactListSort | undefined;
  onSort: (sort: ContactListSort) => void;
}

/** A column's header that sorts the list when clicked. */
export const ContactSortHeader = ({ label, field, type, sort, onSort }: ContactSortHeaderProps) => {
  const direction = sortDirectionOf(sort, field);
  return (
    <TableCell sortDirection={direction} title={label}>
      <TableSortLabel
        active={direction !== false}
        direction={direction || 'asc'}
        onClick={() => onSort(nextSort(sort, field, type))}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
};
