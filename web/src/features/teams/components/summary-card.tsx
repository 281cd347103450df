import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface SummaryCardProps {
  label: string;
  value: string;
  caption?: string;
  icon: typeof SvgIcon;
}

/** One figure of the Overview tab, with its label, an icon and a line below. */
export const SummaryCard = ({ label, value, caption, icon: Icon }: SummaryCardProps) => {
  const labelId = useId();
  return (
    <Card component="section" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={labelId} variant="body2" color="textSecondary" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
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
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
          {value}
        </Typography>
        {caption ? (
          <Typography variant="caption" color="textSecondary" component="p">
            {caption}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
};
