import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardRoutes, makeOnboarding } from '../../../testing/dashboard-stubs';
import { json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

describe('dashboard', () => {
  it('shows the banner, metrics, recent leads, insights, checklist, analytics and AI calling', async () => {
    stubFetch(
      dashboardRoutes(
        {},
        {
          leads: [makeContact()],
          insights: [
            {
              kind: 'pipeline',
              type: 'info',
              title: 'Pipeline forecast',
              message: '$5,000 is open.',
            },
          ],
        },
      ),
    );
    renderApp('/app');

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Welcome to SalesFlow!' })).toBeTruthy();
    for (const tile of ['Total Leads', 'Active Deals', 'Revenue', 'Conversion Rate']) {
      expect(await screen.findByRole('region', { name: tile })).toBeTruthy();
    }
    const leads = screen.getByRole('region', { name: 'Recent Leads' });
    expect(await within(leads).findByText('Aarav Mehta')).toBeTruthy();
    expect(await screen.findByText('Pipeline forecast')).toBeTruthy();
    expect(await screen.findByText('0 of 5 completed')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Total Pipeline' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Revenue Forecast' })).toBeTruthy();
    // The simple AI calling panel, loaded after the first screen.
    const calling = await screen.findByRole('region', { name: 'AI Calling' });
    expect(await within(calling).findByText('No recent calls')).toBeTruthy();
  });

  it('refreshes the figures, recent leads and onboarding after Add Lead', async () => {
    let created = false;
    const api = stubFetch(
      dashboardRoutes({
        'GET /api/user/onboarding-state': () =>
          json(200, makeOnboarding({ hasAddedFirstContact: created })),
        'POST /api/contacts': ({ body }) => {
          created = true;
          return json(201, { ...makeContact(), ...(body as object) });
        },
      }),
    );
    const { user } = renderApp('/app');
    expect(await screen.findByText('0 of 5 completed')).toBeTruthy();
    await screen.findByText('No leads found');
    const before = api.requests.length;

    await user.click(screen.getByRole('button', { name: 'Add Lead' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kavya Rao');
    await user.type(within(dialog).getByLabelText(/^Email/), 'kavya@initech.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add Contact' }));

    expect(await screen.findByText('1 of 5 completed')).toBeTruthy();
    await waitFor(() => {
      const refetched = api.requests.slice(before).map((r) => `${r.method} ${r.url.pathname}`);
      expect(refetched).toEqual(
        expect.arrayContaining([
          'POST /api/contacts',
          'GET /api/dashboard/metrics',
          'GET /api/ai-insights',
          'GET /api/analytics/summary',
          'GET /api/contacts',
          'GET /api/user/onboarding-state',
        ]),
      );
    });
  });
});
