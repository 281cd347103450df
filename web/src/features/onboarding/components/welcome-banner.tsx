import CloseIcon from '@mui/icons-material/Close';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { onboardingProgress } from '@salesflow/shared/onboarding/onboarding';
import { useId } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { useOnboardingState } from '../api/get-onboarding-state';
import { useUpdateOnboardingState } from '../api/update-onboarding-state';
import { useTour } from '../hooks/use-tour';
import { TOUR_MINUTES } from '../utils/tour-steps';

/** Shown while the tour is incomplete and the banner not dismissed (document 1, section 4). */
export const WelcomeBanner = () => {
  const state = useOnboardingState();
  const update = useUpdateOnboardingState();
  const tour = useTour();
  const toast = useToast();
  const titleId = useId();
  // While the tour runs, the card it shows takes the banner's place.
  if (!state.data || !onboardingProgress(state.data).showWelcomeBanner || tour.open) return null;

  const dismiss = () =>
    update.mutate(
      { welcomeBannerDismissed: true },
      {
        onError: () =>
          toast({ title: 'Error', description: 'Failed to dismiss the banner.', variant: 'error' }),
      },
    );

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      elevation={0}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 2,
        p: { xs: 2, sm: 3 },
        pr: { xs: 6, sm: 7 },
        mb: 3,
        color: 'primary.contrastText',
        background: 'linear-gradient(135deg, #4f46e5 0%, #0ea5e9 100%)',
      }}
    >
      <RocketLaunchOutlinedIcon sx={{ fontSize: 40, opacity: 0.9 }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Welcome to SalesFlow!
        </Typography>
        <Typography sx={{ opacity: 0.9, mt: 0.25 }}>
          Take a quick tour to learn how to manage leads, track deals and close more sales.
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={tour.start}
          disabled={update.isPending}
          sx={{
            bgcolor: 'common.white',
            color: 'primary.dark',
            '&:hover': { bgcolor: 'grey.100' },
          }}
        >
          Start Tour
        </Button>
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.875rem' }}
        >
          <TimerOutlinedIcon fontSize="small" aria-hidden />
          {TOUR_MINUTES} min
        </Box>
        <Button color="inherit" onClick={dismiss} disabled={update.isPending}>
          Maybe later
        </Button>
      </Box>
      <IconButton
        aria-label="Dismiss welcome banner"
        onClick={dismiss}
        disabled={update.isPending}
        size="small"
        sx={{ position: 'absolute', top: 8, right: 8, color: 'inherit' }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
};
