import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface FigureTileProps {
  /** The tile's heading and the name of its region. */
  label: string;
  value: string;
  /** Shown in a tinted badge beside the label. */
  icon?: typeof SvgIcon;
  /** The line under the figure (a trend, a caption). */
  children?: ReactNode;
}

/** One headline figure in a card: its label (with an optional icon badge), the figure, a line. */
export const FigureTile = ({ label, value, icon: Icon, children }: FigureTileProps) => {
  const labelId = useId();
  const heading = (
    <Typography id={labelId} variant="body2" color="textSecondary" sx={{ fontWeight: 500 }}>
      {label}
    </Typography>
  );
  return (
    <Card component="section" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        {Icon ? (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            {heading}
            <Box
              aria-hidden
              sx={{
                width: 36,
                height: 36,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                bgcolor: 'rgba(79, 70, 229, 0.1)',
                color: 'primary.main',
              }}
            >
              <Icon fontSize="small" />
            </Box>
          </Box>
        ) : (
          heading
        )}
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 700, mt: 0.5, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
        >
          {value}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
