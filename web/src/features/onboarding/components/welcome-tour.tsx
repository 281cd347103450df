import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/use-toast';
import { paths } from '../../../config/paths';
import { useOnboardingState } from '../api/get-onboarding-state';
import { useUpdateOnboardingState } from '../api/update-onboarding-state';
import { useTour } from '../hooks/use-tour';
import { TOUR_STEPS } from '../utils/tour-steps';
import { TourProgress } from './tour-progress';
import { TourStepIcon } from './tour-step-icon';

const LAST = TOUR_STEPS.length - 1;

/**
 * The welcome tour card. It does not block the page: the user sees each screen the tour opens.
 * Get Started completes the tour and leaves the user on the dashboard (the step before it shows
 * a page that may not be ready yet); Skip Tour, the close icon and Escape only close it.
 */
export const WelcomeTour = () => {
  const tour = useTour();
  const toast = useToast();
  const navigate = useNavigate();
  const complete = useUpdateOnboardingState();
  const titleId = useId();
  const bodyId = useId();
  const card = useRef<HTMLDivElement>(null);
  const { open, index } = tour;
  const last = index === LAST;
  // The dashboard has these milestones cached; the last step's text depends on them.
  const onboarding = useOnboardingState({ enabled: open && last });

  useEffect(() => {
    if (open) card.current?.focus();
  }, [open]);

  const step = TOUR_STEPS[index];
  if (!open || !step) return null;
  const number = index + 1;
  const total = TOUR_STEPS.length;
  const description =
    step.describe && onboarding.data ? step.describe(onboarding.data) : step.description;

  const finish = () =>
    complete.mutate(
      { hasCompletedTour: true, tourCompletedAt: new Date().toISOString() },
      {
        onSuccess: () => {
          tour.close();
          navigate(paths.app.dashboard);
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to save your tour progress. Please try again.',
            variant: 'error',
          }),
      },
    );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') tour.close();
  };

  return (
    <Paper
      ref={card}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      elevation={12}
      onKeyDown={onKeyDown}
      sx={{
        position: 'fixed',
        zIndex: 'speedDial',
        right: { xs: 8, md: 24 },
        left: { xs: 8, md: 'auto' },
        bottom: { xs: 8, md: 24 },
        width: { md: 420 },
        p: 2.5,
        borderRadius: 3,
        outline: 'none',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <TourProgress number={number} total={total} onClose={tour.close} />
      <Box aria-live="polite" sx={{ display: 'flex', gap: 1.5 }}>
        <TourStepIcon id={step.id} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {step.title}
          </Typography>
          <Typography id={bodyId} variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={tour.previous} disabled={index === 0}>
          Previous
        </Button>
        {/* Nothing is left to skip on the last step: Get Started (or the close icon) ends it. */}
        {last ? null : (
          <Button
            size="small"
            color="inherit"
            onClick={tour.close}
            sx={{ color: 'text.secondary' }}
          >
            Skip Tour
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {last ? (
          <Button variant="contained" size="small" onClick={finish} loading={complete.isPending}>
            Get Started
          </Button>
        ) : (
          <Button variant="contained" size="small" onClick={tour.next}>
            {step.actionLabel ?? 'Next'}
          </Button>
        )}
      </Box>
    </Paper>
  );
};
