import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ReactNode } from 'react';
import { ContactFollowUps } from '../../../components/follow-ups/contact-follow-ups';
import { errorMessage } from '../../../lib/api-client';
import { useContact } from '../api/get-contact';
import { useShownContact } from '../hooks/use-shown-contact';
import type { AssigneeName, MayChangeContact } from '../types/contacts-team';
import { AddNoteForm } from './add-note-form';
import { ContactDeals } from './contact-deals';
import { ContactProfile } from './contact-profile';
import { ContactTimeline } from './contact-timeline';
import { PossibleDuplicates } from './possible-duplicates';
import { ScoreExplanation } from './score-explanation';

export interface ContactDetailDrawerProps {
  /** The contact shown; null closes the drawer. */
  contactId: string | null;
  /** The list's copy of the contact, shown until the fresh one arrives. */
  placeholder?: Contact | undefined;
  onEdit: (contact: Contact) => void;
  /** An Assign button, for those who may assign. */
  onAssign?: ((contact: Contact) => void) | undefined;
  /** Names whoever holds the lead; without it the drawer does not say. */
  assigneeName?: AssigneeName | undefined;
  /** Whether the user may change and work the lead (Edit, the note form); without it, yes. */
  mayChange?: MayChangeContact | undefined;
  onClose: () => void;
  /**
   * Opens another contact in the drawer (a possible duplicate's link; with `replace`, the contact
   * kept by a merge in place of the one merged away); absent, no links and no merging.
   */
  onOpenContact?: ((contact: { id: string }, options?: { replace: boolean }) => void) | undefined;
  /** Whether the user chooses tags' colours for the organization (managers and above). */
  mayColourTags?: boolean | undefined;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ px: 3, py: 2.5 }}>
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/**
 * A contact's detail: its fields, open follow-ups, deals and activity timeline, with a note form
 * (right side).
 */
export const ContactDetailDrawer = (props: ContactDetailDrawerProps) => {
  const { shownId, showKept } = useShownContact(props.contactId, props.onOpenContact);
  return (
    <Drawer
      anchor="right"
      open={Boolean(props.contactId)}
      onClose={props.onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': 'Contact details',
          sx: { width: { xs: '100%', sm: 480 } },
        },
      }}
    >
      {shownId ? <DrawerBody {...props} contactId={shownId} onMerged={showKept} /> : null}
    </Drawer>
  );
};

const DrawerBody = ({
  contactId,
  placeholder,
  onEdit,
  onAssign,
  assigneeName,
  mayChange,
  onClose,
  onOpenContact,
  onMerged,
  mayColourTags,
}: ContactDetailDrawerProps & { contactId: string; onMerged: (kept: { id: string }) => void }) => {
  const query = useContact(contactId, placeholder?.id === contactId ? placeholder : undefined);
  const contact = query.data;
  const changeable = contact ? (mayChange?.(contact) ?? true) : false;
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          gap: 1,
          px: 3,
          pt: 2.5,
          pb: 2,
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: '1 1 0', minWidth: { xs: 'calc(100% - 48px)', sm: 0 } }}>
          <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
            {contact ? contact.name : <Skeleton width={180} />}
          </Typography>
          {contact && (contact.title || contact.company) ? (
            <Typography variant="body2" color="textSecondary">
              {[contact.title, contact.company].filter(Boolean).join(' at ')}
            </Typography>
          ) : null}
          {contact?.doNotCall ? (
            <Chip size="small" color="error" label="Do not call" sx={{ mt: 0.75 }} />
          ) : null}
        </Box>
        {contact && (changeable || onAssign) ? (
          // Beside the name on wider screens; on a phone, a row of their own under it.
          <Box sx={{ display: 'flex', gap: 1, order: { xs: 1, sm: 0 } }}>
            {changeable ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<EditOutlinedIcon />}
                onClick={() => onEdit(contact)}
                aria-label="Edit contact"
              >
                Edit
              </Button>
            ) : null}
            {onAssign ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<AssignmentIndOutlinedIcon />}
                onClick={() => onAssign(contact)}
                aria-label="Assign lead"
              >
                Assign
              </Button>
            ) : null}
          </Box>
        ) : null}
        <IconButton aria-label="Close contact details" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {query.isError && !contact ? (
        <Alert severity="error" sx={{ m: 3 }}>
          Failed to load the contact. {errorMessage(query.error, 'Please try again.')}
        </Alert>
      ) : null}
      {contact ? (
        <>
          <Box sx={{ px: 3, py: 2.5 }}>
            <ContactProfile
              contact={contact}
              assignee={assigneeName ? assigneeName(contact.assignedTo) : undefined}
              mayColourTags={mayColourTags}
            />
          </Box>
          <PossibleDuplicates
            contactId={contactId}
            onOpen={onOpenContact}
            mayMerge={changeable && onOpenContact !== undefined}
            onMerged={onMerged}
            assigneeName={assigneeName}
          />
          <Divider />
          <Section title="Follow-ups">
            <ContactFollowUps contactId={contactId} mayAdd={changeable} />
          </Section>
          {contact.scoreFactors?.length ? (
            <>
              <Divider />
              <Section title="Why this score">
                <ScoreExplanation factors={contact.scoreFactors} />
              </Section>
            </>
          ) : null}
          <Divider />
          <Section title="Deals">
            <ContactDeals contactId={contactId} />
          </Section>
          <Divider />
          <Section title="Activity">
            {changeable ? (
              <AddNoteForm contactId={contactId} />
            ) : (
              <Typography variant="body2" color="textSecondary">
                This lead is a teammate&apos;s: you can read it, and a manager can change it or
                assign it to you.
              </Typography>
            )}
            <Box sx={{ mt: 3 }}>
              <ContactTimeline contactId={contactId} />
            </Box>
          </Section>
        </>
      ) : null}
    </>
  );
};
