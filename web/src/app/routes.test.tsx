import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRoutes } from '../features/admin/testing/admin-stubs';
import { makeReport } from '../features/reports/testing/report-fixtures';
import { reloadFromServer } from '../lib/hard-navigation';
import { json, signedIn, signedOut, stubFetch } from '../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../testing/preload-routes';
import { renderApp } from '../testing/render-app';

vi.mock('../lib/hard-navigation', () => ({ reloadFromServer: vi.fn(() => true) }));

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

describe('routing and the authentication gate', () => {
  it('asks a signed-out visitor of /app to log in', async () => {
    stubFetch({ 'GET /api/auth/user': signedOut });
    renderApp('/app/contacts');

    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByText('Please log in to access SalesFlow:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/api/login');
    expect(screen.queryByRole('heading', { name: 'Contacts' })).toBeNull();
  });

  it('shows a spinner while the user is loading', async () => {
    const waiting: Array<(response: Response) => void> = [];
    stubFetch({
      'GET /api/auth/user': () =>
        new Promise<Response>((resolve) => {
          waiting.push(resolve);
        }),
    });
    renderApp('/app');

    expect(await screen.findByText('Loading authentication...')).toBeTruthy();
    // The spinner can show before the request goes out; answer every request once one has.
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    for (const answer of waiting) {
      answer(json(200, { id: 'u', email: 'a@b.example', firstName: null, lastName: null }));
    }
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('hands / to the public landing page for a visitor, by loading it from the server', async () => {
    stubFetch({ 'GET /api/auth/user': signedOut });
    renderApp('/');

    await waitFor(() => expect(reloadFromServer).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('sends a signed-in user from / to the dashboard', async () => {
    stubFetch({ 'GET /api/auth/user': signedIn });
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText("Welcome back! Here's what's happening with your sales.")).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
  });

  it('shows Page Not Found for an unknown path, with a way home', async () => {
    stubFetch({ 'GET /api/auth/user': signedOut });
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home page' }).getAttribute('href')).toBe('/');
  });

  it('shows Page Not Found at /app/admin to anyone but a platform operator', async () => {
    const visitor = stubFetch({ 'GET /api/auth/user': signedIn });
    const first = renderApp('/app/admin');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
    expect(visitor.requests.filter((r) => r.url.pathname.startsWith('/api/admin'))).toEqual([]);
    first.unmount();

    stubFetch(adminRoutes());
    renderApp('/app/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
  });

  it('renders the Admin dashboard at /app/admin for a platform operator', async () => {
    stubFetch(adminRoutes());
    renderApp('/app/admin');

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Plan Distribution' })).toBeTruthy();
  });

  it('renders the Reports page at /app/reports', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/reports': () => json(200, makeReport()),
    });
    renderApp('/app/reports');

    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Performance Summary' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeTruthy();
    expect(screen.queryByText('This area is coming soon.')).toBeNull();
  });

  it('shows the current-user failure instead of treating it as signed out', async () => {
    stubFetch({
      'GET /api/auth/user': () =>
        new Response('boom', { status: 500, statusText: 'Internal Server Error' }),
    });
    renderApp('/app');

    expect(await screen.findByText('HTTP 500: Internal Server Error')).toBeTruthy();
    expect(screen.queryByText('Authentication Required')).toBeNull();
  });
});
