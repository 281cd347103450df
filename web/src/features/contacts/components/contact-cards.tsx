import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import { LabelledItem } from '../../../components/labelled-item';
import { MutedText } from '../../../components/muted-text';
import { CardList } from '../../../components/paged-list/card-list';
import { ScoreBar } from '../../../components/score-bar';
import { StatusBadge } from '../../../components/status-badge';
import { sourceLabel } from '../utils/contact-labels';
import { ContactActions } from './contact-actions';
import { ContactDetail } from './contact-detail';
import { ContactNameButton } from './contact-name-button';
import type { ContactsListProps } from './contacts-table';

/** Mobile list (below 768 px): the table's data as cards. `contacts` null means loading. */
export const ContactCards = ({
  contacts,
  onAction,
  onOpen,
  empty,
  assigneeName,
  onAssign,
  mayChange,
}: ContactsListProps) => (
  <CardList
    label="Contacts"
    rows={contacts}
    skeletonTestId="contact-skeleton"
    skeletonHeight={132}
    empty={empty}
  >
    {(contact) => (
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ContactNameButton contact={contact} onOpen={onOpen} />
            <MutedText>{contact.email}</MutedText>
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
          <LabelledItem label="Score">
            <ScoreBar score={contact.score} />
          </LabelledItem>
        </Box>
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {assigneeName ? (
              <MutedText>
                {contact.assignedTo === null
                  ? assigneeName(null)
                  : `Assigned to ${assigneeName(contact.assignedTo)}`}
              </MutedText>
            ) : null}
          </Box>
          <ContactActions
            contact={contact}
            showWhatsApp={false}
            onAction={onAction}
            onAssign={onAssign}
            mayChange={mayChange ? mayChange(contact) : true}
          />
        </Box>
      </CardContent>
    )}
  </CardList>
);
