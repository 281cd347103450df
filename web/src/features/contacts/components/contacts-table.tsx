import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ReactNode } from 'react';
import { MutedText } from '../../../components/muted-text';
import { ListTable } from '../../../components/paged-list/list-table';
import { ScoreBar } from '../../../components/score-bar';
import { StatusBadge } from '../../../components/status-badge';
import type { OpenContactDialog } from '../hooks/use-contact-dialogs';
import type { ContactSelection } from '../hooks/use-contact-selection';
import type { AssigneeName, MayChangeContact } from '../types/contacts-team';
import { sourceLabel } from '../utils/contact-labels';
import { ContactActions } from './contact-actions';
import { ContactNameButton } from './contact-name-button';

const COLUMNS = ['Contact', 'Company', 'Phone', 'Score', 'Status', 'Source', 'Actions'] as const;
const WITH_ASSIGNEE = [
  'Contact',
  'Company',
  'Phone',
  'Score',
  'Status',
  'Assigned to',
  'Source',
  'Actions',
] as const;

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

const AssigneeCell = ({ name, assigned }: { name: string; assigned: boolean }) => (
  <TableCell sx={{ maxWidth: 160 }} title={name}>
    {assigned ? (
      <Typography variant="body2" noWrap>
        {name}
      </Typography>
    ) : (
      <MutedText>{name}</MutedText>
    )}
  </TableCell>
);

/** Desktop list. `contacts` null means loading: five skeleton rows. */
export const ContactsTable = ({
  contacts,
  onAction,
  onOpen,
  empty,
  assigneeName,
  onAssign,
  mayChange,
  selection,
}: ContactsTableProps) => (
  <ListTable
    label="Contacts"
    columns={assigneeName ? WITH_ASSIGNEE : COLUMNS}
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
    {(contact) => (
      <>
        <TableCell sx={{ maxWidth: 220 }}>
          <ContactNameButton contact={contact} onOpen={onOpen} />
          <MutedText>{contact.email}</MutedText>
        </TableCell>
        <TableCell sx={{ maxWidth: 220 }}>
          <Typography variant="body2" noWrap>
            {contact.company || '—'}
          </Typography>
          {contact.title ? <MutedText>{contact.title}</MutedText> : null}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{contact.phone || '—'}</TableCell>
        <TableCell>
          <ScoreBar score={contact.score} />
        </TableCell>
        <TableCell>
          <StatusBadge status={contact.status} />
        </TableCell>
        {assigneeName ? (
          <AssigneeCell
            name={assigneeName(contact.assignedTo)}
            assigned={contact.assignedTo !== null}
          />
        ) : null}
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {contact.source ? sourceLabel(contact.source) : <MutedText>—</MutedText>}
        </TableCell>
        <TableCell align="right">
          <ContactActions
            contact={contact}
            showWhatsApp
            onAction={onAction}
            onAssign={onAssign}
            mayChange={mayChange ? mayChange(contact) : true}
          />
        </TableCell>
      </>
    )}
  </ListTable>
);
