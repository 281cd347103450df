import Box from '@mui/material/Box';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactListSort } from '@salesflow/shared/contacts/contact-list.schema';
import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import { Fragment, type ReactNode } from 'react';
import {
  CustomColumnCell,
  CustomColumnHeader,
} from '../../../components/custom-fields/custom-column-cell';
import { ListTable } from '../../../components/paged-list/list-table';
import { useElementWidth } from '../../../lib/use-element-width';
import type { OpenContactDialog } from '../hooks/use-contact-dialogs';
import type { ContactSelection } from '../hooks/use-contact-selection';
import type { AssigneeName, MayChangeContact } from '../types/contacts-team';
import { type ContactColumn, contactColumnsFor, isCustomColumn } from '../utils/contact-columns';
import { customFieldSorts, SORT_FIELD } from '../utils/contact-sort';
import {
  type ContactViewColumn,
  DEFAULT_VIEW_COLUMNS,
  tableColumnsOf,
} from '../utils/contact-view-columns';
import { ContactSortHeader } from './contact-sort-header';
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
  /**
   * The organization's contact fields: a custom column is shown while its field is among them
   * (none until they are read).
   */
  customFields?: readonly CustomField[] | undefined;
  /** The list's order (newest first when undefined). */
  sort?: ContactListSort | undefined;
  /** Name, Score, Created and Last contacted sort when their header is clicked. */
  onSort?: ((sort: ContactListSort) => void) | undefined;
}

/**
 * Desktop list. `contacts` null means loading: five skeleton rows. Its columns are the view's,
 * then chosen by the width it has (utils/contact-columns.ts), so none hides under the pinned
 * actions.
 */
export const ContactsTable = (props: ContactsTableProps) => {
  const { contacts, empty, assigneeName, selection, sort, onSort } = props;
  const viewColumns = props.columns ?? DEFAULT_VIEW_COLUMNS;
  const customFields = props.customFields ?? [];
  const fields = new Map(customFields.map((field) => [`cf.${field.key}`, field]));
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const columns = contactColumnsFor(width, {
    assignee: Boolean(assigneeName),
    selection: Boolean(selection),
    chosen: tableColumnsOf(
      viewColumns,
      customFields.map((field) => field.key),
    ),
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
        headerCell={(column) => {
          if (!isCustomColumn(column)) {
            // A column that does not sort gets the table's plain header.
            const by = SORT_FIELD[column as ContactColumn];
            return onSort && by ? (
              <ContactSortHeader
                key={column}
                label={column}
                field={by}
                sort={sort}
                onSort={onSort}
              />
            ) : null;
          }
          const field = fields.get(column);
          if (!field) return null;
          return onSort && customFieldSorts(field.type) ? (
            <ContactSortHeader
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
        }}
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
              {columns.map((column) => {
                if (!isCustomColumn(column))
                  return <Fragment key={column}>{cells[column]}</Fragment>;
                const field = fields.get(column);
                return field ? (
                  <CustomColumnCell
                    key={column}
                    field={field}
                    value={contact.customFields?.[field.key]}
                  />
                ) : null;
              })}
            </>
          );
        }}
      </ListTable>
    </Box>
  );
};
