import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardRoutes, makeOnboarding } from '../../../testing/dashboard-stubs';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { renderInRouter } from '../../../testing/render-route';
import { useTour } from '../hooks/use-tour';
import { TourProvider } from './tour-provider';
import { WelcomeTour } from './welcome-tour';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const StartButton = () => {
  const tour = useTour();
  return (
    <button type="button" onClick={tour.start}>
      Begin
    </button>
  );
};

const renderTour = (path = '/app/reports') =>
  renderInRouter(
    <TourProvider>
      <StartButton />
      <WelcomeTour />
    </TourProvider>,
    path,
  );

const tourCard = () => screen.getByRole('dialog');
const button = (name: string) => within(tourCard()).getByRole('button', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('welcome tour', () => {
  it('walks the seven steps, opening each page about 100 ms after the button press', async () => {
    stubFetch({});
    const { router } = renderTour();
    await screen.findByRole('button', { name: 'Begin' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const visits: string[] = [];
    router.subscribe((state) => {
      visits.push(state.location.pathname + state.location.search);
    });

    fireEvent.click(screen.getByRole('button', { name: 'Begin' }));
    expect(visits).toEqual(['/app']);
    expect(within(tourCard()).getByText('Step 1 of 7')).toBeTruthy();
    expect(within(tourCard()).getByText('14%')).toBeTruthy();
    expect(within(tourCard()).getByRole('progressbar', { name: 'Tour progress' })).toBeTruthy();
    expect((button('Previous') as HTMLButtonElement).disabled).toBe(true);

    const expected = [
      ["Let's Go", 'Step 2 of 7', '/app'],
      ['Next', 'Step 3 of 7', '/app/contacts'],
      ['Next', 'Step 4 of 7', '/app/deals?view=pipeline'],
      ['Next', 'Step 5 of 7', '/app/ai-calling'],
      ['Next', 'Step 6 of 7', '/app/integrations'],
    ] as const;
    for (const [label, step, route] of expected) {
      expect(button('Skip Tour')).toBeTruthy();
      visits.length = 0;
      fireEvent.click(button(label));
      expect(within(tourCard()).getByText(step)).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(99);
      });
      expect(visits).toEqual([]);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(visits).toEqual([route]);
    }
    expect((button('Previous') as HTMLButtonElement).disabled).toBe(false);
    expect(within(tourCard()).getByText(/WordPress forms, Elementor widgets/)).toBeTruthy();

    visits.length = 0;
    fireEvent.click(button('Previous'));
    expect(within(tourCard()).getByText('Step 5 of 7')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(visits).toEqual(['/app/ai-calling']);

    fireEvent.click(button('Next'));
    fireEvent.click(button('Next'));
    expect(within(tourCard()).getByText('Step 7 of 7')).toBeTruthy();
    expect(within(tourCard()).getByText('100%')).toBeTruthy();
    expect(button('Get Started')).toBeTruthy();
    expect(within(tourCard()).queryByRole('button', { name: 'Next' })).toBeNull();
    // Nothing is left to skip: the last step offers Get Started (and the close icon) only.
    expect(within(tourCard()).queryByRole('button', { name: 'Skip Tour' })).toBeNull();
    expect(button('Close tour')).toBeTruthy();
    // A quick second press cancels the first one's navigation; the last step has no page.
    visits.length = 0;
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(visits).toEqual([]);
    expect(router.state.location.pathname).toBe('/app/ai-calling');
  });

  it('closes on Skip Tour without completing it', async () => {
    const api = stubFetch({});
    const { user } = renderTour();

    await user.click(await screen.findByRole('button', { name: 'Begin' }));
    await user.click(button("Let's Go"));
    await user.click(button('Skip Tour'));

    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(api.requests).toHaveLength(0);
  });

  it('closes on the close icon without completing it, and starts over next time', async () => {
    const api = stubFetch({});
    const { user } = renderTour();

    await user.click(await screen.findByRole('button', { name: 'Begin' }));
    await user.click(button("Let's Go"));
    await user.click(button('Close tour'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Begin' }));
    expect(within(tourCard()).getByText('Step 1 of 7')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('completes the tour on Get Started with the time it was finished, on the dashboard', async () => {
    const api = stubFetch({
      'GET /api/user/onboarding-state': () => json(200, makeOnboarding()),
      'PUT /api/user/onboarding-state': ({ body }) =>
        json(200, makeOnboarding(body as Record<string, unknown>)),
    });
    const { user, router } = renderTour();
    const before = Date.now();

    await user.click(await screen.findByRole('button', { name: 'Begin' }));
    for (const label of ["Let's Go", 'Next', 'Next', 'Next', 'Next', 'Next']) {
      await user.click(button(label));
    }
    // Where step 6 leaves the user: Integrations, which is not built yet.
    await act(() => router.navigate('/app/integrations'));
    await user.click(button('Get Started'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/app');
    const [put] = api.find('PUT', '/api/user/onboarding-state');
    const body = put?.body as { hasCompletedTour: boolean; tourCompletedAt: string };
    expect(Object.keys(body).sort()).toEqual(['hasCompletedTour', 'tourCompletedAt']);
    expect(body.hasCompletedTour).toBe(true);
    expect(new Date(body.tourCompletedAt).toISOString()).toBe(body.tourCompletedAt);
    expect(Date.parse(body.tourCompletedAt)).toBeGreaterThanOrEqual(before);
  });

  it('stays on the last step when completing fails, and says so', async () => {
    stubFetch({
      'GET /api/user/onboarding-state': () => json(200, makeOnboarding()),
      'PUT /api/user/onboarding-state': () => json(503, {}),
    });
    const { user, router } = renderTour();

    await user.click(await screen.findByRole('button', { name: 'Begin' }));
    for (const label of ["Let's Go", 'Next', 'Next', 'Next', 'Next', 'Next']) {
      await user.click(button(label));
    }
    await act(() => router.navigate('/app/integrations'));
    await user.click(button('Get Started'));

    expect(
      await screen.findByText('Failed to save your tour progress. Please try again.'),
    ).toBeTruthy();
    expect(within(tourCard()).getByText('Step 7 of 7')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/integrations');
  });

  it.each([
    [
      'nothing yet',
      {},
      /Add your first contacts and start closing deals/,
      [/first deal is in/, /contacts are in/, /Nice work/],
    ],
    [
      'contacts but no deal',
      { hasAddedFirstContact: true },
      /your contacts are in\. Create your first deal next/,
      [/Add your first contacts/, /Nice work/],
    ],
    [
      'a deal but no contacts',
      { hasCreatedFirstDeal: true },
      /your first deal is in\. Add the contacts behind your deals next/,
      [/Create your first deal/, /Nice work/],
    ],
    [
      'contacts and deals',
      { hasAddedFirstContact: true, hasCreatedFirstDeal: true },
      /Nice work: your contacts and deals are already in SalesFlow/,
      [/Add your first contacts/, /Create your first deal/],
    ],
  ] as const)('ends with a text that fits a user with %s', async (_case, milestones, says, not) => {
    stubFetch({ 'GET /api/user/onboarding-state': () => json(200, makeOnboarding(milestones)) });
    const { user } = renderTour();

    await user.click(await screen.findByRole('button', { name: 'Begin' }));
    for (const label of ["Let's Go", 'Next', 'Next', 'Next', 'Next', 'Next']) {
      await user.click(button(label));
    }

    expect(within(tourCard()).getByRole('heading', { name: "You're All Set!" })).toBeTruthy();
    const text = await within(tourCard()).findByText(says);
    for (const wrong of not) expect(text.textContent).not.toMatch(wrong);
  });

  it('stays open while the app moves between screens', async () => {
    stubFetch(dashboardRoutes());
    const { user, router } = renderApp('/app');

    await user.click(await screen.findByRole('button', { name: 'Start Tour' }));
    await user.click(button("Let's Go"));
    await user.click(button('Next'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/contacts'));
    expect(await screen.findByRole('heading', { name: 'Contacts', level: 1 })).toBeTruthy();
    expect(within(tourCard()).getByText('Step 3 of 7')).toBeTruthy();
    expect(within(tourCard()).getByRole('heading', { name: 'Manage Contacts' })).toBeTruthy();
  });
});
