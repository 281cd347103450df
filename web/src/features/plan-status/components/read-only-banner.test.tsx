import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const limits = (over: Record<string, unknown>) => ({
  plan: 'starter',
  planName: 'Starter',
  contacts: 500,
  aiCallsPerMonth: 100,
  members: 3,
  concurrentCalls: 1,
  readOnly: false,
  readOnlyReason: null,
  dataErasedOn: null,
  canChangePlan: true,
  ownerName: 'Meera Nair',
  ...over,
});

const ENDED =
  'Your subscription has ended, so SalesFlow is read-only. Export your data within 30 days, or choose a plan to keep working.';

describe('the read-only banner above every page', () => {
  it('says why, when the data goes, and links to the plans', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/subscription/limits': () =>
        json(
          200,
          limits({
            readOnly: true,
            readOnlyReason: ENDED,
            dataErasedOn: '2026-12-26T10:00:00.000Z',
          }),
        ),
    });
    renderApp('/app/reports');

    expect(await screen.findByText('SalesFlow is read-only')).toBeTruthy();
    // The page's own answer may be an alert too: the banner is the one that names the state.
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('read-only'));
    expect(alert?.textContent).toContain(ENDED);
    expect(alert?.textContent).toContain('Your data will be deleted on 26 December 2026.');
    expect(screen.getByRole('link', { name: 'See Plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('tells a member the owner can choose a plan, with no link to plans they cannot buy', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/subscription/limits': () =>
        json(200, limits({ readOnly: true, readOnlyReason: ENDED, canChangePlan: false })),
    });
    renderApp('/app/reports');

    expect(await screen.findByText('SalesFlow is read-only')).toBeTruthy();
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('read-only'));
    expect(alert?.textContent).toContain('Only Meera Nair, the owner, can choose a plan.');
    expect(screen.queryByRole('link', { name: 'See Plans' })).toBeNull();
  });

  it('does not promise a deletion date that has passed', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/subscription/limits': () =>
        json(
          200,
          limits({
            readOnly: true,
            readOnlyReason: 'Your subscription has ended and, 30 days later, its data was deleted.',
            dataErasedOn: '2020-01-01T00:00:00.000Z',
          }),
        ),
    });
    renderApp('/app/reports');

    expect(await screen.findByText('SalesFlow is read-only')).toBeTruthy();
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('read-only'));
    expect(alert?.textContent).toContain('its data was deleted');
    expect(alert?.textContent).not.toContain('will be deleted');
  });

  it('says the account is suspended when SalesFlow suspended it', async () => {
    const SUSPENDED =
      'This account is suspended. Contact SalesFlow support to have it reactivated.';
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/subscription/limits': () =>
        json(403, { error: { code: 'ACCOUNT_SUSPENDED', message: SUSPENDED } }),
    });
    renderApp('/app/reports');

    expect(await screen.findByText('Account suspended')).toBeTruthy();
    expect(screen.getAllByText(SUSPENDED).length).toBeGreaterThan(0);
    expect(screen.queryByText('SalesFlow is read-only')).toBeNull();
  });

  it('is not there while the organization may work', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/subscription/limits': () => json(200, limits({})),
    });
    renderApp('/app/reports');

    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('SalesFlow is read-only')).toBeNull();
  });
});
