import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { lazyPopup, PopupLoading } from '../../../components/lazy-popup';
import { PageHeader } from '../../../components/page-header';
import { useAiInsights } from '../../../features/dashboard/api/get-ai-insights';
import { AiInsightsCard } from '../../../features/dashboard/components/ai-insights-card';
import { MetricsRow } from '../../../features/dashboard/components/metrics-row';
import { MyDayCard } from '../../../features/dashboard/components/my-day-card';
import { RecentLeadsCard } from '../../../features/dashboard/components/recent-leads-card';
import { OnboardingChecklist } from '../../../features/onboarding/components/onboarding-checklist';
import { WelcomeBanner } from '../../../features/onboarding/components/welcome-banner';
import { FollowUpsSelfProvider } from './follow-ups-self-provider';

// The first screen after sign-in: the form (zod, phone number metadata) loads on first Add Lead.
const ContactFormDialog = lazyPopup(
  async () =>
    (await import('../../../features/contacts/components/contact-form-dialog')).ContactFormDialog,
  <PopupLoading />,
);

// The analytics and simple AI calling panels sit below the fold: their code comes after the
// first screen's (which is at its 200 KiB budget).
const DashboardBelowFold = lazy(async () => ({
  default: (await import('./dashboard-below-fold')).DashboardBelowFold,
}));

/** `/app` (document 1, "Dashboard"), with the analytics panel below its cards. */
export const DashboardRoute = () => {
  const [adding, setAdding] = useState(false);
  const insights = useAiInsights();
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Welcome back! Here's what's happening with your sales."
        addLabel="Add Lead"
        onAdd={() => setAdding(true)}
      />
      <WelcomeBanner />
      <MetricsRow />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <RecentLeadsCard />
        <Stack spacing={3}>
          <FollowUpsSelfProvider>
            <MyDayCard />
          </FollowUpsSelfProvider>
          <OnboardingChecklist />
          <AiInsightsCard />
        </Stack>
      </Box>
      <Suspense fallback={null}>
        <DashboardBelowFold insights={insights.isError ? null : insights.data} />
      </Suspense>
      <ContactFormDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
};
