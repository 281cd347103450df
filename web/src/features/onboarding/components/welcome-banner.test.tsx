import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOnboarding } from '../../../testing/dashboard-stubs';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderInRouter } from '../../../testing/render-route';
import { TourProvider } from './tour-provider';
import { WelcomeBanner } from './welcome-banner';
import { WelcomeTour } from './welcome-tour';

const renderBanner = () =>
  renderInRouter(
    <TourProvider>
      <WelcomeBanner />
      <WelcomeTour />
    </TourProvider>,
  );

const stubOnboarding = (state = makeOnboarding()) =>
  stubFetch({
    'GET /api/user/onboarding-state': () => json(200, state),
    'PUT /api/user/onboarding-state': ({ body }) => json(200, { ...state, ...(body as object) }),
  });

describe('welcome banner', () => {
  it('offers the 2-minute tour, Maybe later and a close icon', async () => {
    stubOnboarding();
    renderBanner();

    const banner = await screen.findByRole('region', { name: 'Welcome to SalesFlow!' });
    expect(within(banner).getByRole('button', { name: 'Start Tour' })).toBeTruthy();
    expect(within(banner).getByText('2 min')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Maybe later' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Dismiss welcome banner' })).toBeTruthy();
  });

  it('is dismissed by Maybe later with PUT welcomeBannerDismissed, and goes away', async () => {
    const api = stubOnboarding();
    const { user } = renderBanner();

    await user.click(await screen.findByRole('button', { name: 'Maybe later' }));

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Welcome to SalesFlow!' })).toBeNull(),
    );
    const [put] = api.find('PUT', '/api/user/onboarding-state');
    expect(put?.body).toEqual({ welcomeBannerDismissed: true });
    expect(put?.headers.get('Content-Type')).toBe('application/json');
  });

  it('is dismissed the same way by the close icon', async () => {
    const api = stubOnboarding();
    const { user } = renderBanner();

    await user.click(await screen.findByRole('button', { name: 'Dismiss welcome banner' }));

    await waitFor(() => expect(api.find('PUT', '/api/user/onboarding-state')).toHaveLength(1));
    expect(api.find('PUT', '/api/user/onboarding-state')[0]?.body).toEqual({
      welcomeBannerDismissed: true,
    });
  });

  it('starts the tour on the dashboard', async () => {
    stubOnboarding();
    const { user, router } = renderInRouter(
      <TourProvider>
        <WelcomeBanner />
        <WelcomeTour />
      </TourProvider>,
      '/app/contacts',
    );

    await user.click(await screen.findByRole('button', { name: 'Start Tour' }));

    expect(await screen.findByRole('dialog', { name: 'Welcome to SalesFlow!' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
  });

  it.each([
    ['dismissed', makeOnboarding({ welcomeBannerDismissed: true })],
    ['after the tour', makeOnboarding({ hasCompletedTour: true })],
  ])('is not shown %s', async (_when, state) => {
    const api = stubOnboarding(state);
    renderBanner();

    await waitFor(() => expect(api.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Start Tour' })).toBeNull();
  });
});
