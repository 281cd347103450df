import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { ContactFormDialog } from '../../../features/contacts/components/contact-form-dialog';

/** `/app`: the header and Add Lead for now; metrics, recent leads and insights come later. */
export const DashboardRoute = () => {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Welcome back! Here's what's happening with your sales."
        addLabel="Add Lead"
        onAdd={() => setAdding(true)}
      />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
        <PeopleAltOutlinedIcon color="primary" aria-hidden />
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          Your leads
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          Search your leads, see their scores and statuses, and call, email or message them.
        </Typography>
        <Button variant="outlined" component={Link} to={paths.app.contacts}>
          Manage leads
        </Button>
      </Paper>
      <ContactFormDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
};
