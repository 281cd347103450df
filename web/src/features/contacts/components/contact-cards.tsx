import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ReactNode } from 'react';
import { ScoreBar } from '../../../components/score-bar';
import { StatusBadge } from '../../../components/status-badge';
import type { OpenContactDialog } from '../hooks/use-contact-dialogs';
import { sourceLabel } from '../utils/contact-labels';
import { ContactActions } from './contact-actions';
import { ContactDetail } from './contact-detail';
import { ContactNameButton } from './contact-name-button';
import { SKELETON_KEYS } from './contacts-table';

export interface ContactCardsProps {
  contacts: readonly Contact[] | null;
  onAction: OpenContactDialog;
  /** Opens a contact's detail (its name is the button). */
  onOpen: (contact: Contact) => void;
  empty?: ReactNode;
}

/** Mobile list (below 768 px): the table's data as cards. `contacts` null means loading. */
export const ContactCards = ({ contacts, onAction, onOpen, empty }: ContactCardsProps) => {
  if (contacts === null) {
    return (
      <Stack spacing={1.5} sx={{ p: 1.5 }}>
        {SKELETON_KEYS.map((key) => (
          <Skeleton key={key} variant="rounded" height={132} data-testid="contact-skeleton" />
        ))}
      </Stack>
    );
  }
  if (contacts.length === 0) return <>{empty}</>;
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ p: 1.5, m: 0, listStyle: 'none' }}
      aria-label="Contacts"
    >
      {contacts.map((contact) => (
        <Card key={contact.id} component="li">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <ContactNameButton contact={contact} onOpen={onOpen} />
                <Typography variant="body2" color="text.secondary" noWrap>
                  {contact.email}
                </Typography>
              </Box>
              <StatusBadge status={contact.status} />
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 1.5 }}>
              <ContactDetail
                label="Company"
                value={[contact.company, contact.title].filter(Boolean).join(' · ')}
              />
              <ContactDetail label="Phone" value={contact.phone} />
              <ContactDetail
                label="Source"
                value={contact.source ? sourceLabel(contact.source) : null}
              />
              <Box>
                <Typography variant="caption" color="text.secondary" component="p">
                  Score
                </Typography>
                <ScoreBar score={contact.score} />
              </Box>
            </Box>
            <Box sx={{ mt: 1 }}>
              <ContactActions contact={contact} showWhatsApp={false} onAction={onAction} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};
