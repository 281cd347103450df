import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

export type SettingsBadgeTone = 'default' | 'info' | 'success' | 'error';

export interface SettingsBadgeProps {
  label: string;
  tone: SettingsBadgeTone;
}

/**
 * A small status pill (Active, Ready, Failed). Not MUI's Chip: the dashboard shares Chip's chunk,
 * and using it here too would split that chunk into one more the first screen loads.
 */
export const SettingsBadge = ({ label, tone }: SettingsBadgeProps) => (
  <Box
    component="span"
    sx={(theme) => ({
      display: 'inline-block',
      px: 1,
      py: 0.25,
      ml: 1,
      borderRadius: 4,
      fontSize: 12,
      fontWeight: 600,
      lineHeight: 1.6,
      verticalAlign: 'middle',
      ...(tone === 'default'
        ? { bgcolor: 'grey.100', color: 'grey.700' }
        : {
            bgcolor: alpha(theme.palette[tone].main, 0.14),
            color: theme.palette[tone].dark,
          }),
    })}
  >
    {label}
  </Box>
);
