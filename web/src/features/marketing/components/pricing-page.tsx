import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { billingPaths } from '../../../config/billing-paths';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCurrentPlan, useUpgradePlan } from '../api/upgrade-plan';
import {
  type BillingCycle,
  CORE_FEATURES,
  type PaidPlanId,
  PLANS,
  type Plan,
  planButtonLabel,
} from '../utils/pricing';
import { PlanPriceCard } from './plan-price-card';
import { PricingFaq } from './pricing-faq';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const LOGIN_AFTER_MS = 500;
const SIGNUP_AFTER_MS = 1500;

/**
 * /pricing (document 2, "Pricing page"): plans from the plan table, monthly or annual; a visitor
 * is sent to sign up, a signed-in owner upgrades (through Razorpay Checkout when it is paid).
 */
export const PricingPage = () => {
  const toast = useToast();
  // The plan of whoever is signed in; null (a 401) for a visitor.
  const usage = useCurrentPlan();
  const signedIn = Boolean(usage.data);
  const upgrade = useUpgradePlan();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const [pending, setPending] = useState<PaidPlanId | null>(null);

  const choose = (plan: Plan) => {
    if (!signedIn) {
      toast({
        title: 'Starting Your Journey',
        description: `Redirecting to sign up for ${plan.name} plan...`,
      });
      window.setTimeout(
        () => window.location.assign(billingPaths.signupFor(plan.id)),
        SIGNUP_AFTER_MS,
      );
      return;
    }
    setPending(plan.id);
    upgrade.mutate(
      { planId: plan.id, billingCycle: cycle },
      {
        onSuccess: (answer) =>
          toast({
            title: 'Subscription Upgraded',
            description: answer.message,
            variant: 'success',
          }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            toast({
              title: 'Unauthorized',
              description: 'You are logged out. Logging in again...',
              variant: 'error',
            });
            window.setTimeout(() => window.location.assign(paths.auth.login), LOGIN_AFTER_MS);
            return;
          }
          toast({
            title: 'Upgrade Failed',
            description: errorMessage(error, error.message),
            variant: 'error',
          });
        },
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <title>Pricing · SalesFlow</title>
      <meta
        name="description"
        content="SalesFlow plans from $19 a month: contacts, deal pipeline, AI calling and WhatsApp for sales teams. 14-day free trial, no credit card."
      />
      <SiteHeader />
      <Box component="main">
        <Container sx={{ textAlign: 'center', pt: { xs: 6, md: 10 }, pb: 4 }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
            Simple pricing that grows with your team
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            Start with a 14-day free trial. No credit card required.
          </Typography>
          <Box
            sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1, mt: 4 }}
          >
            <ToggleButtonGroup
              exclusive
              value={cycle}
              onChange={(_event, value: BillingCycle | null) => value && setCycle(value)}
              aria-label="Billing period"
              size="small"
            >
              <ToggleButton value="monthly">Monthly</ToggleButton>
              <ToggleButton value="annual">Annual</ToggleButton>
            </ToggleButtonGroup>
            <Chip size="small" color="success" label="Save 30%" />
          </Box>
        </Container>
        <Container
          sx={{
            display: 'grid',
            gap: 2,
            pb: 8,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          }}
        >
          {PLANS.map((plan) => (
            <PlanPriceCard
              key={plan.id}
              plan={plan}
              cycle={cycle}
              busy={upgrade.isPending}
              label={planButtonLabel(plan.id, {
                signedIn,
                currentPlan: usage.data?.plan ?? null,
                pendingPlan: pending,
              })}
              onChoose={() => choose(plan)}
            />
          ))}
        </Container>
        <Container sx={{ pb: 8 }}>
          <Typography variant="h5" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
            Every plan includes
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            {CORE_FEATURES.map((feature) => (
              <Paper key={feature.title} variant="outlined" sx={{ p: 2.5 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {feature.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {feature.text}
                </Typography>
              </Paper>
            ))}
          </Box>
        </Container>
        <PricingFaq />
        <Container sx={{ textAlign: 'center', pb: 10 }}>
          <Typography variant="h5" component="h2">
            Ready to close more deals?
          </Typography>
          <Button variant="contained" size="large" href={billingPaths.signup} sx={{ mt: 2 }}>
            Start Free Trial
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            No credit card required • 14-day free trial • Cancel anytime
          </Typography>
        </Container>
      </Box>
      <SiteFooter />
    </Box>
  );
};
