import Typography from '@mui/material/Typography';
import { LabelledItem } from '../../../components/labelled-item';

export interface ContactDetailProps {
  label: string;
  value: string | null | undefined;
}

/** A small read-only label/value pair in the outreach dialogs. */
export const ContactDetail = ({ label, value }: ContactDetailProps) => (
  <LabelledItem label={label} sx={{ minWidth: 0 }}>
    <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
      {value || '—'}
    </Typography>
  </LabelledItem>
);
