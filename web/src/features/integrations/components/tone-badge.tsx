import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

export interface ToneBadgeProps {
  label: string;
  tone: 'success' | 'info' | 'error' | 'default';
}

/**
 * A small coloured label (Ready, Created, Refused). Not MUI's Chip: the page would then share
 * Chip's chunk with the dashboard differently and split it, adding to the first screen's weight.
 */
export const ToneBadge = ({ label, tone }: ToneBadgeProps) => (
  <Box
    component="span"
    sx={(theme) => ({
      display: 'inline-block',
      px: 1,
      py: 0.25,
      borderRadius: 4,
      fontSize: 12,
      fontWeight: 600,
      whiteSpace: 'nowrap',
      ...(tone === 'default'
        ? { bgcolor: 'grey.100', color: 'grey.700' }
        : { bgcolor: alpha(theme.palette[tone].main, 0.14), color: theme.palette[tone].dark }),
    })}
  >
    {label}
  </Box>
);
