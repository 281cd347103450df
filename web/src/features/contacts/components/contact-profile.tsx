import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { ScoreBar } from '../../../components/score-bar';
import { StatusBadge } from '../../../components/status-badge';
import { activityTime } from '../utils/activity-labels';
import { sourceLabel } from '../utils/contact-labels';
import { ContactDetail } from './contact-detail';

export interface ContactProfileProps {
  contact: Contact;
}

/** The contact's own fields, read-only. */
export const ContactProfile = ({ contact }: ContactProfileProps) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
    <ContactDetail label="Email" value={contact.email} />
    <ContactDetail label="Phone" value={contact.phone} />
    <ContactDetail label="Company" value={contact.company} />
    <ContactDetail label="Title" value={contact.title} />
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        Status
      </Typography>
      <StatusBadge status={contact.status} />
    </Box>
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        Score
      </Typography>
      <ScoreBar score={contact.score} />
    </Box>
    <ContactDetail label="Source" value={contact.source ? sourceLabel(contact.source) : null} />
    <ContactDetail label="Created" value={activityTime(contact.createdAt)} />
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Typography variant="caption" color="text.secondary" component="p">
        Notes
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {contact.notes || '—'}
      </Typography>
    </Box>
  </Box>
);
