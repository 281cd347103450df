import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled list of the results view that scrolls inside the dialog when long. */
export const ResultSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2.5 }}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
};

export const scrolling = { maxHeight: 200, overflowY: 'auto' } as const;
