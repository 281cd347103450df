import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export const NO_DATA = 'No data for this period';

export interface PanelCardProps {
  /** The panel's heading and the name of its region. */
  title: string;
  /** Nothing to show for the range: a short message instead of the content. */
  empty?: boolean;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

/**
 * A titled card (a report's panel, a chart of the admin dashboard): its heading, and its content or
 * "No data for this period".
 */
export const PanelCard = ({ title, empty = false, sx, children }: PanelCardProps) => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0, ...sx }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {empty ? (
          <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
            {NO_DATA}
          </Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
};
