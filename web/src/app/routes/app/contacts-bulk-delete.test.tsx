import type { TeamRole } from '@salesflow/shared/auth/roles';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeOrganization, me, owner } from '../../../features/teams/testing/team-fixtures';
import { json, makeContact, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const mine = makeContact({ id: 'c-1', name: 'Aarav Mehta', assignedTo: 'user-1' });
// The owner's lead, added by the owner: a member may not change it.
const theirs = makeContact({
  id: 'c-2',
  name: 'Kabir Rao',
  assignedTo: 'user-owner',
  ownerId: 'user-owner',
});

const stubContacts = (role: TeamRole) =>
  stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/organizations': () => json(200, [makeOrganization({ role })]),
    'GET /api/team/members': () => json(200, [owner, me(role)]),
    'GET /api/contacts': () => json(200, { items: [mine, theirs], nextCursor: null, total: 2 }),
  });

const bar = () => within(screen.getByRole('toolbar', { name: 'Selected contacts' }));

describe('Contacts: who is offered Delete for a selection', () => {
  it('offers a member Delete only for a selection holding a lead they may change', async () => {
    stubContacts('member');
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Kabir Rao');
    // As for a row: Kabir's has no actions for a member, Aarav's has.
    expect(screen.getByRole('button', { name: 'More actions for Aarav Mehta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More actions for Kabir Rao' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Kabir Rao' }));
    expect(bar().getByRole('button', { name: 'Set status' })).toBeTruthy();
    expect(bar().queryByRole('button', { name: 'Delete' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Aarav Mehta' }));
    expect(bar().getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('offers a manager Delete for any selection', async () => {
    stubContacts('manager');
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Kabir Rao');
    // Once the role is known, Kabir's row offers Delete.
    await user.click(await screen.findByRole('button', { name: 'More actions for Kabir Rao' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('checkbox', { name: 'Select Kabir Rao' }));
    expect(bar().getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
