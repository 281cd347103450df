import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ContactDetailProps {
  label: string;
  value: string | null | undefined;
}

/** A small read-only label/value pair in the outreach dialogs. */
export const ContactDetail = ({ label, value }: ContactDetailProps) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
      {value || '—'}
    </Typography>
  </Box>
);
