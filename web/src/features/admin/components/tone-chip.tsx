import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import type { Tone } from '../utils/admin-labels';

export interface ToneChipProps {
  label: string;
  tone: Tone;
}

/** A small status chip tinted from the theme's palette (green, blue, red), or grey. */
export const ToneChip = ({ label, tone }: ToneChipProps) => (
  <Chip
    label={label}
    size="small"
    data-tone={tone}
    sx={(theme) =>
      tone === 'default'
        ? { bgcolor: 'grey.100', color: 'grey.700', fontWeight: 600 }
        : {
            bgcolor: alpha(theme.palette[tone].main, 0.14),
            color: theme.palette[tone].dark,
            fontWeight: 600,
          }
    }
  />
);
