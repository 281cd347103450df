import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { useUpdateOnboardingState } from '../api/update-onboarding-state';
import { useTour } from '../hooks/use-tour';
import { TOUR_STEPS } from '../utils/tour-steps';
import { TourStepIcon } from './tour-step-icon';

/**
 * The welcome tour card. It does not block the page: the user sees each screen the tour opens.
 * Get Started completes the tour; Skip Tour, the close icon and Escape only close it.
 */
export const WelcomeTour = () => {
  const tour = useTour();
  const toast = useToast();
  const complete = useUpdateOnboardingState();
  const titleId = useId();
  const bodyId = useId();
  const card = useRef<HTMLDivElement>(null);
  const { open, index } = tour;

  useEffect(() => {
    if (open) card.current?.focus();
  }, [open]);

  const step = TOUR_STEPS[index];
  if (!open || !step) return null;
  const number = index + 1;
  const total = TOUR_STEPS.length;
  const percent = Math.round((number / total) * 100);
  const last = number === total;

  const finish = () =>
    complete.mutate(
      { hasCompletedTour: true, tourCompletedAt: new Date().toISOString() },
      {
        onSuccess: tour.close,
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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="caption" color="textSecondary" sx={{ fontWeight: 600, flex: 1 }}>
          Step {number} of {total}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {percent}%
        </Typography>
        <IconButton size="small" aria-label="Close tour" onClick={tour.close} edge="end">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Tour progress"
        sx={{ height: 6, borderRadius: 3, mt: 0.5, mb: 2 }}
      />
      <Box aria-live="polite" sx={{ display: 'flex', gap: 1.5 }}>
        <TourStepIcon id={step.id} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {step.title}
          </Typography>
          <Typography id={bodyId} variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {step.description}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={tour.previous} disabled={index === 0}>
          Previous
        </Button>
        <Button size="small" color="inherit" onClick={tour.close} sx={{ color: 'text.secondary' }}>
          Skip Tour
        </Button>
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
