import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ScoreBar } from '../../../components/score-bar';
import { StatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useRecentLeads } from '../api/get-recent-leads';

/** Five placeholders while loading (document 1, section 9). */
const SKELETON_KEYS = ['l1', 'l2', 'l3', 'l4', 'l5'] as const;

const LeadRow = ({ lead }: { lead: Contact }) => (
  <Box
    component="li"
    sx={{
      display: 'flex',
      alignItems: 'center',
      gap: 2,
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
      '&:last-of-type': { borderBottom: 0 },
    }}
  >
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={paths.app.contactDetail(lead.id)}
        underline="hover"
        color="text.primary"
        sx={{ fontWeight: 600, display: 'block' }}
        noWrap
      >
        {lead.name}
      </Link>
      <Typography variant="body2" color="textSecondary" noWrap>
        {lead.email}
      </Typography>
      <Typography variant="caption" color="textSecondary" noWrap component="p">
        {lead.company || 'N/A'}
      </Typography>
    </Box>
    {/* Side by side on wider screens; on a phone the badge sits under the score. */}
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-end', sm: 'center' },
        gap: { xs: 0.75, sm: 2 },
        flexShrink: 0,
      }}
    >
      <Box sx={{ width: { xs: 104, sm: 140 } }}>
        <ScoreBar score={lead.score} />
      </Box>
      <Box sx={{ minWidth: { sm: 56 }, display: 'flex', justifyContent: 'flex-end' }}>
        <StatusBadge status={lead.status} />
      </Box>
    </Box>
  </Box>
);

/** The five newest contacts (document 1, "Dashboard"). */
export const RecentLeadsCard = () => {
  const leads = useRecentLeads();
  return (
    <Card component="section" aria-label="Recent Leads">
      <CardHeader
        title="Recent Leads"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button component={RouterLink} to={paths.app.contacts} size="small">
            View All
          </Button>
        }
        sx={{ pb: 0 }}
      />
      <Box sx={{ px: 2, pb: 1 }}>
        {leads.isPending ? (
          <Stack spacing={1} sx={{ py: 1 }}>
            {SKELETON_KEYS.map((key) => (
              <Skeleton key={key} variant="rounded" height={56} data-testid="lead-skeleton" />
            ))}
          </Stack>
        ) : leads.isError ? (
          <EmptyState
            title="Unable to load leads"
            description={errorMessage(leads.error, 'Please try again in a moment.')}
          />
        ) : leads.data.length === 0 ? (
          <EmptyState title="No leads found" description="Add your first contact to get started" />
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Recent leads">
            {leads.data.map((lead) => (
              <LeadRow key={lead.id} lead={lead} />
            ))}
          </Box>
        )}
      </Box>
    </Card>
  );
};
