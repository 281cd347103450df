import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { makeAssignment, makeOrganization, teamRoutes } from '../testing/team-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const region = (name: string) => screen.getByRole('region', { name });

describe('Team page', () => {
  it('titles the page and opens on Overview with members, slots, assignments and plan', async () => {
    const assignments = Array.from({ length: 7 }, (_, i) =>
      makeAssignment({
        id: `a-${i}`,
        contact: { id: `c-${i}`, name: `Lead ${i}`, company: null, score: 50 },
      }),
    );
    const api = stubFetch(teamRoutes('member', { assignments }));
    renderApp('/app/team');

    expect(await screen.findByRole('heading', { name: 'Team Management' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Team Management · SalesFlow'));
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await waitFor(() => expect(within(region('Total Members')).getByText('3')).toBeTruthy());
    expect(within(region('Total Members')).getByText('7 slots remaining')).toBeTruthy();
    await waitFor(() => expect(within(region('Active Assignments')).getByText('7')).toBeTruthy());
    expect(within(region('Plan')).getByText('Starter')).toBeTruthy();

    const recent = await screen.findByRole('list', { name: 'Recent assignments' });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Lead ${i}Assigned to Meena RaoHigh`),
    );
    const filters = api
      .find('GET', '/api/team/assignments')
      .map((r) => r.url.searchParams.get('filter'));
    expect(filters.sort()).toEqual(['active', 'all']);
  });

  it('reads Individual when the organization has no plan', async () => {
    stubFetch(
      teamRoutes('member', {
        organizations: [makeOrganization({ plan: '', currentMembers: 1, maxMembers: 1 })],
      }),
    );
    renderApp('/app/team');

    await waitFor(() => expect(within(region('Plan')).getByText('Individual')).toBeTruthy());
    expect(within(region('Total Members')).getByText('0 slots remaining')).toBeTruthy();
  });

  it('keeps the tab in the address, so a reload opens the same tab', async () => {
    stubFetch(teamRoutes('member'));
    const { user, router } = renderApp('/app/team');

    await user.click(await screen.findByRole('tab', { name: 'Team Members' }));
    expect(router.state.location.search).toBe('?tab=members');
    expect(await screen.findByRole('list', { name: 'Team members' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Lead Assignments' }));
    expect(router.state.location.search).toBe('?tab=assignments');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab the address names', async () => {
    stubFetch(teamRoutes('member'));
    renderApp('/app/team?tab=settings');

    expect(
      (await screen.findByRole('tab', { name: 'Settings' })).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Roles and Permissions' })).toBeTruthy();
  });

  it('says when the organization cannot be loaded, and retries', async () => {
    let fail = true;
    stubFetch({
      ...teamRoutes('member'),
      'GET /api/organizations': () =>
        fail
          ? json(500, { error: { code: 'INTERNAL', message: 'x' } })
          : json(200, [makeOrganization()]),
    });
    const { user } = renderApp('/app/team');

    expect(await screen.findByText('Failed to load your organization.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('7 slots remaining')).toBeTruthy();
  });
});
