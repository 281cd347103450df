import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { makeSettings, manager, me, member, owner, teamRoutes } from '../testing/team-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const settings = makeSettings({ roundRobinMemberIds: ['user-member'], recordVisibility: 'own' });

describe('Team Settings tab', () => {
  it('shows a member the organization, limit as count/max and the settings, read-only', async () => {
    stubFetch(teamRoutes('member', { settings, members: [owner, me('member'), member] }));
    renderApp('/app/team?tab=settings');

    const organization = await screen.findByRole('region', { name: 'Organization' });
    expect(within(organization).getByText('Acme Sales')).toBeTruthy();
    expect(within(organization).getByText('Starter')).toBeTruthy();
    expect(within(organization).getByText('3/10')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Organization Name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
    expect(screen.getByText('Members see only their own leads and unassigned leads')).toBeTruthy();
    expect(
      await screen.findByText(
        'New leads from webhooks and imports go in turn to meena@acme.example.',
      ),
    ).toBeTruthy();
  });

  it('shows the role matrix with a check for each role that has a capability', async () => {
    stubFetch(teamRoutes('member'));
    renderApp('/app/team?tab=settings');

    const table = await screen.findByRole('table', { name: 'Roles and Permissions' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['Capability', 'Owner', 'Admin', 'Manager', 'Member']);
    const invite = within(table).getByRole('row', { name: /Invite members/ });
    expect(within(invite).getAllByLabelText('Allowed')).toHaveLength(2);
    expect(within(invite).getAllByLabelText('Not allowed')).toHaveLength(2);
    const billing = within(table).getByRole('row', { name: /Billing/ });
    expect(within(billing).getAllByLabelText('Allowed')).toHaveLength(1);
    expect(
      screen.getByText('Only the owner may make someone an admin, or change or remove an admin.'),
    ).toBeTruthy();
  });

  it('lets an admin rename, set visibility and round-robin, and save', async () => {
    const api = stubFetch({
      ...teamRoutes('admin', { settings: makeSettings(), members: [owner, me('admin'), manager] }),
      'PUT /api/team/settings': ({ body }) => json(200, { ...makeSettings(), ...(body as object) }),
    });
    const { user } = renderApp('/app/team?tab=settings');

    const name = await screen.findByRole('textbox', { name: 'Organization Name' });
    await user.clear(name);
    await user.type(name, '  Acme India ');
    await user.click(
      screen.getByRole('radio', { name: 'Members see only their own leads and unassigned leads' }),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Manoj' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Team Settings Saved')).toBeTruthy();
    expect(api.find('PUT', '/api/team/settings')[0]?.body).toEqual({
      name: 'Acme India',
      recordVisibility: 'own',
      roundRobinMemberIds: ['user-manager'],
    });
  });

  it('refuses an empty name before sending, with the server rule', async () => {
    const api = stubFetch(teamRoutes('owner', { members: [me('owner')] }));
    const { user } = renderApp('/app/team?tab=settings');

    await user.clear(await screen.findByRole('textbox', { name: 'Organization Name' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Organization name is required')).toBeTruthy();
    expect(api.find('PUT', '/api/team/settings')).toHaveLength(0);
  });

  it('still shows the organization when the settings cannot be loaded', async () => {
    stubFetch({
      ...teamRoutes('admin'),
      'GET /api/team/settings': () => apiError(500, 'INTERNAL', 'Something went wrong'),
    });
    renderApp('/app/team?tab=settings');

    expect(await screen.findByText('Failed to load team settings.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('3/10')).toBeTruthy());
  });
});
