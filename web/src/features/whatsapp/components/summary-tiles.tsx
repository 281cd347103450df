import SettingsSuggestOutlinedIcon from '@mui/icons-material/SettingsSuggestOutlined';
import TerminalIcon from '@mui/icons-material/Terminal';
import WifiIcon from '@mui/icons-material/Wifi';
import Box from '@mui/material/Box';
import { WHATSAPP_COMMANDS } from '@salesflow/shared/whatsapp/command-catalogue';
import { FigureTile } from '../../../components/figure-tile';
import { MutedText } from '../../../components/muted-text';

export interface SummaryTilesProps {
  configured: boolean;
  status: string;
  phoneNumber: string | null;
}

/** Configuration, Status and Commands (document 2, "WhatsApp integration page"). */
export const SummaryTiles = ({ configured, status, phoneNumber }: SummaryTilesProps) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      mb: 3,
    }}
  >
    <FigureTile
      label="Configuration"
      value={configured ? 'Connected' : 'Not Configured'}
      icon={SettingsSuggestOutlinedIcon}
    >
      <MutedText>
        {phoneNumber ? `Business number ${phoneNumber}` : 'WhatsApp Business API'}
      </MutedText>
    </FigureTile>
    <FigureTile label="Status" value={status || 'Unknown'} icon={WifiIcon}>
      <MutedText>Integration status</MutedText>
    </FigureTile>
    <FigureTile label="Commands" value={String(WHATSAPP_COMMANDS.length)} icon={TerminalIcon}>
      <MutedText>Available commands</MutedText>
    </FigureTile>
  </Box>
);
