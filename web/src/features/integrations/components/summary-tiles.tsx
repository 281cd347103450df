import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import LinkIcon from '@mui/icons-material/Link';
import WifiIcon from '@mui/icons-material/Wifi';
import Box from '@mui/material/Box';
import { WEBHOOK_SOURCES } from '@salesflow/shared/lead-capture/lead-sources';
import { FigureTile } from '../../../components/figure-tile';
import { MutedText } from '../../../components/muted-text';

export interface SummaryTilesProps {
  connected: boolean;
  lastUpdated: string | null;
}

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The four tiles: webhooks available, connection status, AI lead scoring, last updated. */
export const SummaryTiles = ({ connected, lastUpdated }: SummaryTilesProps) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      mb: 3,
    }}
  >
    <FigureTile label="Available Webhooks" value={String(WEBHOOK_SOURCES.length)} icon={LinkIcon}>
      <MutedText>Lead sources ready to connect</MutedText>
    </FigureTile>
    <FigureTile
      label="Connection Status"
      value={connected ? 'Connected' : 'Checking...'}
      icon={WifiIcon}
    >
      <MutedText>Webhook endpoints</MutedText>
    </FigureTile>
    <FigureTile label="AI Lead Scoring" value="Active" icon={AutoAwesomeIcon}>
      <MutedText>Every new lead is scored</MutedText>
    </FigureTile>
    <FigureTile
      label="Last Updated"
      value={lastUpdated ? formatTime(lastUpdated) : 'Never'}
      icon={AccessTimeIcon}
    >
      <MutedText>Last lead received</MutedText>
    </FigureTile>
  </Box>
);
