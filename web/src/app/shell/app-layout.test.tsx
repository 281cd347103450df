import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, signedIn, signedInUser, stubFetch } from '../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../testing/preload-routes';
import { renderApp } from '../../testing/render-app';
import { setViewportWidth } from '../../testing/viewport';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const sidebarEntries = [
  'Dashboard',
  'Contacts',
  'Deals',
  'Tasks',
  'AI Calling',
  'Team',
  'Integrations',
  'WhatsApp',
  'Reports',
  'Settings',
];

describe('the app shell sidebar', () => {
  it('is always visible on desktop, with every entry and the signed-in user', async () => {
    stubFetch({ 'GET /api/auth/user': signedIn });
    renderApp('/app/settings');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(sidebarEntries);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/app');
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    const account = screen.getByRole('button', { name: 'Account menu' });
    expect(account.textContent).toContain('Priya Sharma');
    expect(account.textContent).toContain('priya.sharma@example.com');
    // The notification bell sits beside the logo.
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('shows Admin to a platform operator only', async () => {
    stubFetch({ 'GET /api/auth/user': () => json(200, { ...signedInUser, isOperator: true }) });
    renderApp('/app/settings');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe(
        '/app/admin',
      ),
    );
  });

  it('offers Profile, Settings and Log out in the account menu', async () => {
    stubFetch({ 'GET /api/auth/user': signedIn });
    const { user } = renderApp('/app');

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' }).getAttribute('href')).toBe(
      '/api/logout',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(
      '/app/settings?tab=profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe(
      '/app/settings',
    );
  });

  it('becomes a drawer below 768 px that opens, closes and closes on navigation', async () => {
    setViewportWidth(500);
    stubFetch({ 'GET /api/auth/user': signedIn });
    const { user, router } = renderApp('/app');

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());
    expect(drawerNav.isConnected).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Contacts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/contacts'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());
  });
});
