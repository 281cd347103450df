import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface LabelledItemProps {
  /** The small caption above the content. */
  label: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A read-only field in a card or profile: its label as a caption, the value (any content) below. */
export const LabelledItem = ({ label, children, sx }: LabelledItemProps) => (
  <Box sx={sx}>
    <Typography variant="caption" color="textSecondary" component="p">
      {label}
    </Typography>
    {children}
  </Box>
);
