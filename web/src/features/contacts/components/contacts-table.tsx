import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactSort } from '@salesflow/shared/contacts/contact-list.schema';
import { Fragment, type ReactNode } from 'react';
import { ListTable } from '../../../components/paged-list/list-table';
import { useElementWidth } from '../../../lib/use-element-width';
import type { OpenContactDialog } from '../hooks/use-contact-dialogs';
import type { ContactSelection } from '../hooks/use-contact-selection';
import type { AssigneeName, MayChangeContact } from '../types/contacts-team';
import { type ContactColumn, contactColumnsFor } from '../utils/contact-columns';
import { nextSort, SORT_FIELD, sortDirectionOf } from '../utils/contact-sort';
import {
  type ContactViewColumn,
  DEFAULT_VIEW_COLUMNS,
  tableColumnsOf,
} from '../utils/contact-view-columns';
import { cellsOf } from './contact-table-cells';

/** The contacts list, as a table (desktop) or cards (mobile). */
export interface ContactsListProps {
  contacts: readonly Contact[] | null;
  onAction: OpenContactDialog;
  /** Opens a contact's detail (its name is the button). */
  onOpen: (contact: Contact) => void;
  /** Shown across the table body when there are no rows. */
  empty?: ReactNode;
  /** Names whoever holds each lead; without it the list does not say. */
  assigneeName?: AssigneeName | undefined;
  /** "Assign lead" in each row's menu, for those who may assign. */
  onAssign?: ((contact: Contact) => void) | undefined;
  /** Which leads the user may change and work; without it, all. */
  mayChange?: MayChangeContact | undefined;
}

export interface ContactsTableProps extends ContactsListProps {
  /** Tick boxes for acting on several contacts (assigning them). */
  selection?: ContactSelection | undefined;
  /** The columns the view asks for; the default ones without. */
  columns?: readonly ContactViewColumn[] | undefined;
  /** The list's order (newest first when undefined). */
  sort?: ContactSort | undefined;
  /** Name, Score, Created and Last contacted sort when their header is clicked. */
  onSort?: ((sort: ContactSort) => void) | undefined;
}

const SortHeader = ({
  column,
  sort,
  onSort,
}: {
  column: ContactColumn;
  sort: ContactSort | undefined;
  onSort: (sort: ContactSort) => void;
}) => {
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

/**
 * Desktop list. `contacts` null means loading: five skeleton rows. Its columns are the view's,
 * then chosen by the width it has (utils/contact-columns.ts), so none hides under the pinned
 * actions.
 */
export const ContactsTable = (props: ContactsTableProps) => {
  const { contacts, empty, assigneeName, selection, sort, onSort } = props;
  const viewColumns = props.columns ?? DEFAULT_VIEW_COLUMNS;
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const columns = contactColumnsFor(width, {
    assignee: Boolean(assigneeName),
    selection: Boolean(selection),
    chosen: tableColumnsOf(viewColumns),
  });
  const showEmail = viewColumns.includes('email');
  return (
    <Box ref={measure}>
      <ListTable
        label="Contacts"
        columns={columns}
        rows={contacts}
        skeletonTestId="contact-skeleton"
        empty={empty}
        stickyLastColumn
        headerCell={
          onSort
            ? (column) =>
                SORT_FIELD[column as ContactColumn] ? (
                  <SortHeader
                    key={column}
                    column={column as ContactColumn}
                    sort={sort}
                    onSort={onSort}
                  />
                ) : null
            : undefined
        }
        selection={
          selection && {
            isSelected: selection.isSelected,
            toggle: selection.toggle,
            toggleAll: selection.toggleAll,
            rowLabel: (contact) => `Select ${contact.name}`,
            allLabel: 'Select all contacts on this page',
          }
        }
      >
        {(contact) => {
          const cells = cellsOf(contact, props, showEmail);
          return (
            <>
              {columns.map((column) => (
                <Fragment key={column}>{cells[column]}</Fragment>
              ))}
            </>
          );
        }}
      </ListTable>
    </Box>
  );
};
