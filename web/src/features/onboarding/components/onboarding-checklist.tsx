import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type OnboardingStep, onboardingProgress } from '@salesflow/shared/onboarding/onboarding';
import { useId } from 'react';
import { Link } from 'react-router';
import { useOnboardingState } from '../api/get-onboarding-state';
import { useTour } from '../hooks/use-tour';

const Suggestion = ({ step }: { step: OnboardingStep }) => {
  const tour = useTour();
  // "Complete the tour" points at the dashboard, where the user already is: it starts the tour.
  const target = step.key === 'tour' ? { onClick: tour.start } : { component: Link, to: step.path };
  return (
    <li>
      <ListItemButton {...target} sx={{ borderRadius: 2, px: 1 }}>
        <ListItemIcon sx={{ minWidth: 32 }}>
          <RadioButtonUncheckedIcon fontSize="small" color="primary" aria-hidden />
        </ListItemIcon>
        <ListItemText primary={step.label} />
        <ChevronRightIcon fontSize="small" color="action" aria-hidden />
      </ListItemButton>
    </li>
  );
};

/** Onboarding progress over the 5 milestones and up to 3 next steps; gone once all are done. */
export const OnboardingChecklist = () => {
  const state = useOnboardingState();
  const titleId = useId();
  if (!state.data) return null;
  const progress = onboardingProgress(state.data);
  if (progress.fullyOnboarded) return null;
  const percent = Math.round(progress.percent);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
        <Typography id={titleId} variant="h6" component="h2">
          Getting Started
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="body2" color="textSecondary">
            {progress.completed} of {progress.total} completed
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {percent}%
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="Onboarding progress"
          sx={{ height: 8, borderRadius: 4, mt: 0.75 }}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          Suggested next steps
        </Typography>
        <List dense aria-label="Suggested next steps" sx={{ mx: -1 }}>
          {progress.suggestions.map((step) => (
            <Suggestion key={step.key} step={step} />
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
