import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { capitalise } from '@salesflow/shared/contacts/score-band';
import { formatCalendarDate } from '@salesflow/shared/dates/format-date';
import { formatUsd } from '@salesflow/shared/money/money';
import { errorMessage } from '../../../lib/api-client';
import { useContactDeals } from '../api/get-contact-deals';

export interface ContactDealsProps {
  contactId: string;
}

/** The contact's deals: title, stage, value and expected close date. */
export const ContactDeals = ({ contactId }: ContactDealsProps) => {
  const deals = useContactDeals(contactId);
  if (deals.isPending) return <Skeleton variant="rounded" height={56} />;
  if (deals.isError) {
    return (
      <Alert severity="error">
        Failed to load deals. {errorMessage(deals.error, 'Please try again.')}
      </Alert>
    );
  }
  if (deals.data.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary">
        No deals for this contact yet
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={1} aria-label="Deals" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {deals.data.map((deal) => (
        <Box
          component="li"
          key={deal.id}
          sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, wordBreak: 'break-word' }}>
              {deal.title}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {formatUsd(deal.value)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.75 }}>
            <Chip label={capitalise(deal.stage)} size="small" variant="outlined" />
            <Typography variant="caption" color="textSecondary">
              Close date: {formatCalendarDate(deal.expectedCloseDate)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
};
