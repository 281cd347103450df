import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import {
  makeOrganization,
  manager,
  me,
  member,
  otherAdmin,
  owner,
  teamRoutes,
} from '../testing/team-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const card = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Team members' });
  return within(list).findByRole('listitem', { name });
};

const twoOrganizations = (role: 'owner' | 'admin' | 'manager' | 'member') => [
  makeOrganization({ role }),
  makeOrganization({ id: 'org-2', name: 'Priya Personal', role: 'owner', current: false }),
];

describe('Team Members tab', () => {
  it('shows each member with name or email, email, role icon and status', async () => {
    stubFetch(
      teamRoutes('member', { members: [owner, otherAdmin, manager, member, me('member')] }),
    );
    renderApp('/app/team?tab=members');

    const omar = await card('Omar');
    expect(within(omar).getByText('omar@acme.example')).toBeTruthy();
    expect(within(omar).getByText('Owner')).toBeTruthy();
    expect(within(omar).getByTestId('role-icon-owner')).toBeTruthy();
    expect(within(omar).getByText('Active')).toBeTruthy();
    expect(within(await card('Asha')).getByTestId('role-icon-admin')).toBeTruthy();
    expect(within(await card('Manoj')).getByTestId('role-icon-manager')).toBeTruthy();
    // No name: the email stands in for it.
    expect(within(await card('meena@acme.example')).getByTestId('role-icon-member')).toBeTruthy();
    expect(within(await card('Priya')).getByText('You')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Team Members (5)' })).toBeTruthy();
  });

  it('offers a member no invite, no member menus and no invitations', async () => {
    const api = stubFetch(
      teamRoutes('member', { members: [owner, manager, member, me('member')] }),
    );
    renderApp('/app/team?tab=members');

    await card('Omar');
    expect(screen.queryByRole('button', { name: 'Invite Member' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Manage / })).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Pending Invitations' })).toBeNull();
    expect(api.find('GET', '/api/team/invitations')).toHaveLength(0);
    // Only one organization: nowhere to go, so no Leave.
    expect(screen.queryByRole('button', { name: 'Leave organization' })).toBeNull();
  });

  it('lets an admin manage members and managers only, and only up to manager', async () => {
    const api = stubFetch({
      ...teamRoutes('admin', { members: [owner, otherAdmin, me('admin'), manager, member] }),
      'PUT /api/team/members/user-member': ({ body }) =>
        json(200, { ...member, role: (body as { role: string }).role }),
    });
    const { user } = renderApp('/app/team?tab=members');

    expect(await screen.findByRole('button', { name: 'Invite Member' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Pending Invitations' })).toBeTruthy();
    expect(within(await card('Omar')).queryByRole('button', { name: /Manage/ })).toBeNull();
    expect(within(await card('Asha')).queryByRole('button', { name: /Manage/ })).toBeNull();
    expect(within(await card('Priya')).queryByRole('button', { name: /Manage/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Manage meena@acme.example' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Make Manager', 'Remove from team']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Make Manager' }));
    expect(await screen.findByText('Role updated')).toBeTruthy();
    expect(screen.getByText('meena@acme.example is now a manager.')).toBeTruthy();
    expect(api.find('PUT', '/api/team/members/user-member')[0]?.body).toEqual({ role: 'manager' });
  });

  it('lets the owner make admins and remove them after asking', async () => {
    const api = stubFetch({
      ...teamRoutes('owner', { members: [me('owner'), otherAdmin, member] }),
      'DELETE /api/team/members/user-admin': () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/app/team?tab=members');

    await user.click(await screen.findByRole('button', { name: 'Manage Asha' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Make Member', 'Make Manager', 'Remove from team']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove from team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Asha?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Member Removed')).toBeTruthy();
    expect(api.find('DELETE', '/api/team/members/user-admin')).toHaveLength(1);
    await waitFor(() => expect(api.find('GET', '/api/team/members').length).toBeGreaterThan(1));
    // The owner cannot leave.
    expect(screen.queryByRole('button', { name: 'Leave organization' })).toBeNull();
  });

  it('hands the removed member’s leads to the teammate chosen, or to the unassigned leads', async () => {
    const api = stubFetch({
      ...teamRoutes('owner', { members: [me('owner'), otherAdmin, member] }),
      'DELETE /api/team/members/user-admin': () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/app/team?tab=members');

    await user.click(await screen.findByRole('button', { name: 'Manage Asha' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Asha?' });
    const heir = within(dialog).getByRole('combobox', { name: 'Their leads go to' });
    expect(heir.textContent).toBe('Unassigned leads');
    await user.click(heir);
    const options = await screen.findByRole('listbox');
    // Anyone else still in the team, never the member leaving.
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Unassigned leads', 'Priya', 'meena@acme.example']);
    await user.click(within(options).getByRole('option', { name: 'meena@acme.example' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Member Removed')).toBeTruthy();
    const [removal] = api.find('DELETE', '/api/team/members/user-admin');
    expect(removal?.url.searchParams.get('leadsTo')).toBe('user-member');
  });

  it('shows the server refusal of a role change', async () => {
    stubFetch({
      ...teamRoutes('admin', { members: [me('admin'), member] }),
      'PUT /api/team/members/user-member': () =>
        apiError(403, 'FORBIDDEN', 'Only the owner may make someone an admin'),
    });
    const { user } = renderApp('/app/team?tab=members');

    await user.click(await screen.findByRole('button', { name: 'Manage meena@acme.example' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make Manager' }));
    expect(await screen.findByText('Only the owner may make someone an admin')).toBeTruthy();
  });

  it('resends and revokes open invitations', async () => {
    const api = stubFetch({
      ...teamRoutes('admin'),
      'POST /api/team/invitations/inv-1/resend': () => json(200, {}),
      'DELETE /api/team/invitations/inv-1': () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/app/team?tab=members');

    const list = await screen.findByRole('list', { name: 'Pending invitations' });
    const row = within(list).getByRole('listitem', { name: 'new.hire@acme.example' });
    expect(row.textContent).toContain('Member · invited by Omar · expires Nov 27, 2026');
    await user.click(within(row).getByRole('button', { name: /^Resend/ }));
    expect(await screen.findByText('Invitation resent')).toBeTruthy();
    expect(api.find('POST', '/api/team/invitations/inv-1/resend')).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: /^Revoke/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation revoked')).toBeTruthy();
    expect(api.find('DELETE', '/api/team/invitations/inv-1')).toHaveLength(1);
  });

  it('lets a non-owner with another organization leave, then opens that organization', async () => {
    let left = false;
    const api = stubFetch({
      ...teamRoutes('manager', { organizations: twoOrganizations('manager') }),
      'GET /api/organizations': () =>
        json(
          200,
          left
            ? [makeOrganization({ id: 'org-2', name: 'Priya Personal', role: 'owner' })]
            : twoOrganizations('manager'),
        ),
      'POST /api/organizations/leave': () => {
        left = true;
        return json(200, { id: 'org-2', name: 'Priya Personal' });
      },
      'GET /api/dashboard/metrics': () => json(500, {}),
      'GET /api/ai-insights': () => json(500, {}),
      'GET /api/contacts': () => json(500, {}),
      'GET /api/analytics/summary': () => json(500, {}),
      'GET /api/user/onboarding-state': () => json(500, {}),
    });
    const { user, router } = renderApp('/app/team?tab=members');

    await user.click(await screen.findByRole('button', { name: 'Leave organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Acme Sales?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByText('Left organization')).toBeTruthy();
    expect(
      screen.getByText('You left Acme Sales and are now working in Priya Personal.'),
    ).toBeTruthy();
    expect(api.find('POST', '/api/organizations/leave')[0]?.body).toEqual({
      organizationId: 'org-1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    // Everything is read again for the new organization, from the user down.
    await waitFor(() => expect(api.find('GET', '/api/auth/user').length).toBeGreaterThan(1));
  });
});
