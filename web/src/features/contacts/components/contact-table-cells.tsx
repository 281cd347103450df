import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ReactNode } from 'react';
import { MutedText } from '../../../components/muted-text';
import { ScoreBar } from '../../../components/score-bar';
import { StatusBadge } from '../../../components/status-badge';
import { TagChips } from '../../../components/tags/tag-chips';
import { CONTACT_COLUMN_WIDTHS, type ContactColumn } from '../utils/contact-columns';
import { sourceLabel } from '../utils/contact-labels';
import { ContactActions } from './contact-actions';
import { ContactNameButton } from './contact-name-button';
import type { ContactsTableProps } from './contacts-table';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Nov 22, 2026" in the user's time zone; a dash for none. */
const dayCell = (at: string | null) => {
  const date = at ? new Date(at) : null;
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      {date && !Number.isNaN(date.getTime()) ? day.format(date) : <MutedText>—</MutedText>}
    </TableCell>
  );
};

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
export const cellsOf = (
  contact: Contact,
  { onAction, onOpen, assigneeName, onAssign, mayChange }: ContactsTableProps,
  showEmail: boolean,
): Record<ContactColumn, ReactNode> => ({
  Contact: (
    <TableCell sx={cut('Contact')}>
      <ContactNameButton contact={contact} onOpen={onOpen} />
      {showEmail ? <MutedText>{contact.email}</MutedText> : null}
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
  Created: dayCell(contact.createdAt),
  'Last contacted': dayCell(contact.lastContactedAt),
  Tags: (
    <TableCell sx={cut('Tags')} title={contact.tags?.join(', ')}>
      {contact.tags?.length ? <TagChips tags={contact.tags} max={2} /> : <MutedText>—</MutedText>}
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
