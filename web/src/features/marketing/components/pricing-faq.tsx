import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FAQ } from '../utils/pricing';

/** The six questions every buyer asks. */
export const PricingFaq = () => (
  <Container maxWidth="md" sx={{ pb: 8 }}>
    <Typography variant="h5" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
      Frequently asked questions
    </Typography>
    {FAQ.map((entry) => (
      <Accordion key={entry.question} disableGutters variant="outlined">
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography sx={{ fontWeight: 600 }}>{entry.question}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography color="text.secondary">{entry.answer}</Typography>
        </AccordionDetails>
      </Accordion>
    ))}
  </Container>
);
