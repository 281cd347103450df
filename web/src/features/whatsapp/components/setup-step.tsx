import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface SetupStepProps {
  number: number;
  title: string;
  children: ReactNode;
}

/** One numbered step of the setup guide. */
export const SetupStep = ({ number, title, children }: SetupStepProps) => {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'flex', gap: 2 }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 600,
        }}
      >
        {number}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
};
