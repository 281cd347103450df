import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOnboarding } from '../../../testing/dashboard-stubs';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderInRouter } from '../../../testing/render-route';
import { OnboardingChecklist } from './onboarding-checklist';
import { TourProvider } from './tour-provider';
import { WelcomeTour } from './welcome-tour';

const renderChecklist = (state: ReturnType<typeof makeOnboarding>, path = '/app') => {
  const api = stubFetch({ 'GET /api/user/onboarding-state': () => json(200, state) });
  return {
    api,
    ...renderInRouter(
      <TourProvider>
        <OnboardingChecklist />
        <WelcomeTour />
      </TourProvider>,
      path,
    ),
  };
};

const suggestions = () =>
  within(screen.getByRole('list', { name: 'Suggested next steps' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('onboarding checklist', () => {
  it('shows progress over the five milestones and the first three open ones, in order', async () => {
    const { user, router } = renderChecklist(makeOnboarding({ hasAddedFirstContact: true }));

    expect(await screen.findByText('1 of 5 completed')).toBeTruthy();
    expect(screen.getByText('20%')).toBeTruthy();
    expect(
      screen
        .getByRole('progressbar', { name: 'Onboarding progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('20');
    expect(suggestions()).toEqual([
      'Complete the tour',
      'Create your first deal',
      'Setup lead capture',
    ]);

    await user.click(screen.getByRole('link', { name: 'Setup lead capture' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/integrations'));
  });

  it('suggests what is left once the tour and the first deal are done', async () => {
    renderChecklist(
      makeOnboarding({ hasCompletedTour: true, hasCreatedFirstDeal: true, hasUsedAICalling: true }),
    );

    expect(await screen.findByText('3 of 5 completed')).toBeTruthy();
    expect(suggestions()).toEqual(['Add your first contact', 'Setup lead capture']);
    expect(screen.getByRole('link', { name: 'Add your first contact' }).getAttribute('href')).toBe(
      '/app/contacts',
    );
  });

  it('starts the tour from "Complete the tour"', async () => {
    const { user } = renderChecklist(makeOnboarding());

    await user.click(await screen.findByRole('button', { name: 'Complete the tour' }));

    expect(await screen.findByText('Step 1 of 7')).toBeTruthy();
  });

  it('is hidden once fully onboarded', async () => {
    const { api } = renderChecklist(
      makeOnboarding({
        hasCompletedTour: true,
        hasAddedFirstContact: true,
        hasCreatedFirstDeal: true,
        hasSetupIntegrations: true,
        hasUsedAICalling: true,
      }),
    );

    await waitFor(() => expect(api.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Getting Started')).toBeNull();
  });
});
