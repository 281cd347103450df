import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { LabelledItem } from '../../../components/labelled-item';
import { ScoreBar } from '../../../components/score-bar';
import { StatusBadge } from '../../../components/status-badge';
import { TagChips } from '../../../components/tags/tag-chips';
import { activityTime } from '../utils/activity-labels';
import { CONSENT_SOURCE_LABELS } from '../utils/calling-labels';
import { sourceLabel } from '../utils/contact-labels';
import { ContactCustomValues } from './contact-custom-values';
import { ContactDetail } from './contact-detail';

export interface ContactProfileProps {
  contact: Contact;
  /** Who holds the lead, by name; not shown when undefined. */
  assignee?: string | undefined;
  /** Its tags' chips open the colour menu (managers and above). */
  mayColourTags?: boolean | undefined;
}

/** The contact's own fields, then the organization's custom fields it has values for; read-only. */
export const ContactProfile = ({ contact, assignee, mayColourTags }: ContactProfileProps) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
    <ContactDetail label="Email" value={contact.email} />
    <ContactDetail label="Phone" value={contact.phone} />
    <ContactDetail label="Company" value={contact.company} />
    <ContactDetail label="Title" value={contact.title} />
    <LabelledItem label="Status">
      <StatusBadge status={contact.status} />
    </LabelledItem>
    <LabelledItem label="Score">
      <ScoreBar score={contact.score} />
    </LabelledItem>
    {assignee === undefined ? null : (
      // A whole row: a member without a name is shown by their email, which would break.
      <LabelledItem label="Assigned to" sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {assignee}
        </Typography>
      </LabelledItem>
    )}
    <ContactDetail label="Source" value={contact.source ? sourceLabel(contact.source) : null} />
    <ContactDetail label="Created" value={activityTime(contact.createdAt)} />
    <ContactDetail label="Time zone" value={contact.timezone || 'From the phone number'} />
    <ContactDetail
      label="Call consent"
      value={
        contact.callConsent
          ? `${CONSENT_SOURCE_LABELS[contact.callConsent.source]}, ${contact.callConsent.grantedAt.slice(0, 10)}`
          : 'Not recorded'
      }
    />
    <ContactCustomValues values={contact.customFields} />
    {contact.tags?.length ? (
      <LabelledItem label="Tags" sx={{ gridColumn: '1 / -1' }}>
        <TagChips tags={contact.tags} mayColour={mayColourTags} />
      </LabelledItem>
    ) : null}
    <LabelledItem label="Notes" sx={{ gridColumn: '1 / -1' }}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {contact.notes || '—'}
      </Typography>
    </LabelledItem>
  </Box>
);
