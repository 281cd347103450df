import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ReactNode } from 'react';
import { ScoreBar } from '../../../components/score-bar';
import { StatusBadge } from '../../../components/status-badge';
import type { OpenContactDialog } from '../hooks/use-contact-dialogs';
import { sourceLabel } from '../utils/contact-labels';
import { ContactActions } from './contact-actions';
import { ContactNameButton } from './contact-name-button';

const COLUMNS = ['Contact', 'Company', 'Phone', 'Score', 'Status', 'Source', 'Actions'] as const;
/** Five skeleton rows while loading (document 1, section 9). */
export const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5'] as const;

export interface ContactsTableProps {
  contacts: readonly Contact[] | null;
  onAction: OpenContactDialog;
  /** Opens a contact's detail (its name is the button). */
  onOpen: (contact: Contact) => void;
  /** Shown across the table body when there are no rows. */
  empty?: ReactNode;
}

const Muted = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" noWrap>
    {children}
  </Typography>
);

/** Desktop list. `contacts` null means loading: five skeleton rows. */
export const ContactsTable = ({ contacts, onAction, onOpen, empty }: ContactsTableProps) => (
  <TableContainer>
    <Table aria-label="Contacts">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} align={column === 'Actions' ? 'right' : 'left'}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {contacts === null
          ? SKELETON_KEYS.map((key) => (
              <TableRow key={key} data-testid="contact-skeleton">
                {COLUMNS.map((column) => (
                  <TableCell key={column}>
                    <Skeleton variant="text" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : contacts.map((contact) => (
              <TableRow key={contact.id} hover>
                <TableCell sx={{ maxWidth: 220 }}>
                  <ContactNameButton contact={contact} onOpen={onOpen} />
                  <Muted>{contact.email}</Muted>
                </TableCell>
                <TableCell sx={{ maxWidth: 220 }}>
                  <Typography variant="body2" noWrap>
                    {contact.company || '—'}
                  </Typography>
                  {contact.title ? <Muted>{contact.title}</Muted> : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{contact.phone || '—'}</TableCell>
                <TableCell>
                  <ScoreBar score={contact.score} />
                </TableCell>
                <TableCell>
                  <StatusBadge status={contact.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {contact.source ? sourceLabel(contact.source) : <Muted>—</Muted>}
                </TableCell>
                <TableCell align="right">
                  <ContactActions contact={contact} showWhatsApp onAction={onAction} />
                </TableCell>
              </TableRow>
            ))}
        {contacts?.length === 0 && empty ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} sx={{ borderBottom: 0 }}>
              <Box>{empty}</Box>
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  </TableContainer>
);
