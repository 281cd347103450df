import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';

export interface ComingSoonRouteProps {
  title: string;
}

/** An app area whose screen lands with a later issue. */
export const ComingSoonRoute = ({ title }: ComingSoonRouteProps) => (
  <>
    <PageHeader title={title} />
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="textSecondary">This area is coming soon.</Typography>
    </Paper>
  </>
);
