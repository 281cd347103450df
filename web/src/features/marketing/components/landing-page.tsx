import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { LandingHeader } from './landing-header';

const highlights = [
  {
    icon: PeopleAltOutlinedIcon,
    title: 'Every lead in one place',
    text: 'Contacts with a 0-100 lead score and a hot, warm or cold status your whole team can see.',
  },
  {
    icon: SmartToyOutlinedIcon,
    title: 'AI-assisted calling',
    text: 'Let an AI assistant call your best leads, transcribe the conversation and score the outcome.',
  },
  {
    icon: AutoGraphIcon,
    title: 'A pipeline you can trust',
    text: 'Track deals from prospecting to won, with email and WhatsApp follow-ups from the contact list.',
  },
];

/** The first landing page for visitors; the full marketing pages come later. */
export const LandingPage = () => (
  <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
    <title>SalesFlow · AI-powered sales CRM</title>
    <LandingHeader />
    <Box component="main">
      <Container maxWidth="md" sx={{ textAlign: 'center', pt: { xs: 8, md: 12 }, pb: 6 }}>
        <Typography
          variant="h2"
          component="h1"
          sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, letterSpacing: '-0.02em' }}
        >
          The sales CRM that calls your leads for you
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="textSecondary"
          sx={{ mt: 2, fontWeight: 400 }}
        >
          SalesFlow keeps your contacts and deals in one pipeline, scores every lead and lets AI
          make the first call, for sales teams across India and Asia-Pacific.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', mt: 4, flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" href={paths.auth.login}>
            Start your 14-day free trial
          </Button>
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
          No credit card required • 14-day free trial • Cancel anytime
        </Typography>
      </Container>
      <Container sx={{ pb: 10 }}>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {highlights.map(({ icon: Icon, title, text }) => (
            <Paper key={title} variant="outlined" sx={{ p: 3 }}>
              <Icon color="primary" aria-hidden />
              <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                {title}
              </Typography>
              <Typography color="textSecondary" sx={{ mt: 0.5 }}>
                {text}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </Box>
    <Box
      component="footer"
      sx={{
        py: 3,
        textAlign: 'center',
        color: 'text.secondary',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2">© {new Date().getFullYear()} SalesFlow</Typography>
    </Box>
  </Box>
);
