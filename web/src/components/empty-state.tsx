import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
}

export const EmptyState = ({ title, description, icon, action }: EmptyStateProps) => (
  <Box sx={{ py: 8, px: 2, textAlign: 'center', color: 'text.secondary' }}>
    {icon ? <Box sx={{ mb: 1.5, '& svg': { fontSize: 40 } }}>{icon}</Box> : null}
    <Typography variant="h6" component="p" color="textPrimary">
      {title}
    </Typography>
    {description ? <Typography sx={{ mt: 0.5 }}>{description}</Typography> : null}
    {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
  </Box>
);
