import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { Fragment, type ReactNode } from 'react';
import { MutedText } from '../../../components/muted-text';
import { ListTable } from '../../../components/paged-list/list-table';
import { ScoreBar } from '../../../components/score-bar';
import { StatusBadge } from '../../../components/status-badge';
import { useElementWidth } from '../../../lib/use-element-width';
import type { OpenContactDialog } from '../hooks/use-contact-dialogs';
import type { ContactSelection } from '../hooks/use-contact-selection';
import type { AssigneeName, MayChangeContact } from '../types/contacts-team';
import {
  CONTACT_COLUMN_WIDTHS,
  type ContactColumn,
  contactColumnsFor,
} from '../utils/contact-columns';
import { sourceLabel } from '../utils/contact-labels';
import { ContactActions } from './contact-actions';
import { ContactNameButton } from './contact-name-button';

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
}

const W = CONTACT_COLUMN_WIDTHS;
/** Text cut with an ellipsis at its column's width. */
const cut = (column: ContactColumn) => ({ maxWidth: W[column] }) as const;

const AssigneeCell = ({ name, assigned }: { name: string; assigned: boolean }) => (
  <TableCell sx={cut('Assigned to')} title={name}>
    {assigned ? (
      <Typography variant="body2" noWrap>
        {name}
      </Typography>
    ) : (
      <MutedText>{name}</MutedText>
    )}
  </TableCell>
);

/** One row's cell of each column. */
const cellsOf = (
  contact: Contact,
  { onAction, onOpen, assigneeName, onAssign, mayChange }: ContactsTableProps,
): Record<ContactColumn, ReactNode> => ({
  Contact: (
    <TableCell sx={cut('Contact')}>
      <ContactNameButton contact={contact} onOpen={onOpen} />
      <MutedText>{contact.email}</MutedText>
    </TableCell>
  ),
  Company: (
    <TableCell sx={cut('Company')}>
      <Typography variant="body2" noWrap>
        {contact.company || '—'}
      </Typography>
      {contact.title ? <MutedText>{contact.title}</MutedText> : null}
    </TableCell>
  ),
  Phone: (
    <TableCell
      sx={{ ...cut('Phone'), whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      {contact.phone || '—'}
    </TableCell>
  ),
  Score: (
    <TableCell>
      <ScoreBar score={contact.score} />
    </TableCell>
  ),
  Status: (
    <TableCell>
      <StatusBadge status={contact.status} />
    </TableCell>
  ),
  'Assigned to': assigneeName ? (
    <AssigneeCell name={assigneeName(contact.assignedTo)} assigned={contact.assignedTo !== null} />
  ) : null,
  Source: (
    <TableCell
      sx={{ ...cut('Source'), whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      {contact.source ? sourceLabel(contact.source) : <MutedText>—</MutedText>}
    </TableCell>
  ),
  Actions: (
    <TableCell align="right">
      <ContactActions
        contact={contact}
        showWhatsApp
        onAction={onAction}
        onAssign={onAssign}
        mayChange={mayChange ? mayChange(contact) : true}
      />
    </TableCell>
  ),
});

/**
 * Desktop list. `contacts` null means loading: five skeleton rows. Its columns are chosen by the
 * width it has (utils/contact-columns.ts), so none hides under the pinned actions.
 */
export const ContactsTable = (props: ContactsTableProps) => {
  const { contacts, empty, assigneeName, selection } = props;
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const columns = contactColumnsFor(width, {
    assignee: Boolean(assigneeName),
    selection: Boolean(selection),
  });
  return (
    <Box ref={measure}>
      <ListTable
        label="Contacts"
        columns={columns}
        rows={contacts}
        skeletonTestId="contact-skeleton"
        empty={empty}
        stickyLastColumn
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
          const cells = cellsOf(contact, props);
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
