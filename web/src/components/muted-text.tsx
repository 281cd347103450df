import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface MutedTextProps {
  children: ReactNode;
}

/** A secondary line in a list row or card (an email, a company), cut with an ellipsis. */
export const MutedText = ({ children }: MutedTextProps) => (
  <Typography variant="body2" color="textSecondary" noWrap>
    {children}
  </Typography>
);
