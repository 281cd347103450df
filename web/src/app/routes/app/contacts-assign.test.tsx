import type { TeamRole } from '@salesflow/shared/auth/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  makeAssignment,
  makeOrganization,
  manager,
  me,
  owner,
} from '../../../features/teams/testing/team-fixtures';
import { json, makeContact, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const aarav = makeContact({ assignedTo: 'user-1' });
const meera = makeContact({ id: 'c-2', name: 'Meera Iyer', assignedTo: null });
const kabir = makeContact({ id: 'c-3', name: 'Kabir Rao', assignedTo: 'user-owner' });
const gone = makeContact({ id: 'c-4', name: 'Zoya Khan', assignedTo: 'user-gone' });

/** A bulk assignment of every matching lead, as POST /api/contacts/bulk answers it (202). */
const assignJob = {
  id: 'job-1',
  action: 'assign',
  value: 'user-manager',
  status: 'selecting',
  selected: 0,
  done: 0,
  updated: 0,
  failed: 0,
  failures: [],
  fileReady: false,
  error: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
};

/** The Contacts screen's server, for the signed-in user (user-1) as `role`. */
const stubContacts = (role: TeamRole) =>
  stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/organizations': () => json(200, [makeOrganization({ role })]),
    'GET /api/team/members': () => json(200, [owner, manager, me(role)]),
    'GET /api/contacts': ({ url }) =>
      url.searchParams.get('assignedTo') === 'me'
        ? json(200, { items: [aarav], nextCursor: null, total: 1 })
        : json(200, { items: [aarav, meera, kabir, gone], nextCursor: null, total: 4 }),
    'GET /api/contacts/c-2': () => json(200, meera),
    'GET /api/contacts/c-2/deals': () => json(200, []),
    'GET /api/contacts/c-2/activities': () => json(200, { items: [], nextCursor: null }),
    'POST /api/team/assign-lead': ({ body }) =>
      json(201, makeAssignment({ contactId: (body as { contactId: string }).contactId })),
    'POST /api/team/assign-leads': ({ body }) =>
      json(200, {
        assigned: (body as { contactIds: string[] }).contactIds.map((contactId, i) =>
          makeAssignment({ id: `a-${i}`, contactId }),
        ),
        failed: [],
      }),
  });

const rowOf = (name: string) => {
  const table = screen.getByRole('table', { name: 'Contacts' });
  const cell = within(table).getByText(name);
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
};

const chooseManoj = async (user: ReturnType<typeof renderApp>['user']) => {
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(await dialog.findByRole('combobox', { name: 'Team Member' }));
  await user.click(await screen.findByRole('option', { name: /Manoj/ }));
};

describe('Contacts: who holds each lead, and assigning', () => {
  it('names the assignee in the Assigned to column and offers no assigning to a member', async () => {
    stubContacts('member');
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');

    expect(screen.getByRole('columnheader', { name: 'Assigned to' })).toBeTruthy();
    await waitFor(() => expect(rowOf('Kabir Rao').getByText('Omar')).toBeTruthy());
    expect(rowOf('Aarav Mehta').getByText('You')).toBeTruthy();
    expect(rowOf('Meera Iyer').getByText('Unassigned')).toBeTruthy();
    expect(rowOf('Zoya Khan').getByText('Former member')).toBeTruthy();

    // A member ticks leads to set their status or delete them, but is offered no Assign.
    await user.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    const bar = await screen.findByRole('toolbar', { name: 'Selected contacts' });
    expect(within(bar).getByRole('button', { name: 'Set status' })).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: 'Assign' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More actions for Aarav Mehta' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Assign lead' })).toBeNull();
  });

  it('assigns one lead from its row menu and refreshes the list', async () => {
    const api = stubContacts('manager');
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Meera Iyer');

    await user.click(screen.getByRole('button', { name: 'More actions for Meera Iyer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Assign lead' }));
    expect(await screen.findByRole('heading', { name: 'Assign Lead' })).toBeTruthy();
    await chooseManoj(user);
    const listReads = api.find('GET', '/api/contacts').length;
    await user.click(screen.getByRole('button', { name: 'Assign Lead' }));

    expect(await screen.findByText('Lead has been assigned successfully.')).toBeTruthy();
    expect(api.find('POST', '/api/team/assign-lead')[0]?.body).toEqual({
      contactId: 'c-2',
      assignedTo: 'user-manager',
      priority: 'medium',
      notes: null,
    });
    await waitFor(() => expect(api.find('GET', '/api/contacts').length).toBeGreaterThan(listReads));
  });

  it('selects every contact on the page and assigns them in one request', async () => {
    const api = stubContacts('admin');
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');

    await user.click(screen.getByRole('checkbox', { name: 'Select all contacts on this page' }));
    const bar = within(screen.getByRole('toolbar', { name: 'Selected contacts' }));
    expect(bar.getByText('4 selected')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select Zoya Khan' }));
    expect(bar.getByText('3 selected')).toBeTruthy();
    const all = screen.getByRole('checkbox', { name: 'Select all contacts on this page' });
    expect(all.getAttribute('data-indeterminate')).toBe('true');

    await user.click(bar.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('heading', { name: 'Assign 3 Leads' })).toBeTruthy();
    await chooseManoj(user);
    await user.click(screen.getByRole('button', { name: 'Assign Leads' }));

    expect(await screen.findByText('3 leads have been assigned successfully.')).toBeTruthy();
    expect(api.find('POST', '/api/team/assign-leads')[0]?.body).toMatchObject({
      contactIds: ['c-1', 'c-2', 'c-3'],
      assignedTo: 'user-manager',
    });
    await waitFor(() =>
      expect(screen.queryByRole('toolbar', { name: 'Selected contacts' })).toBeNull(),
    );
  });

  it('assigns every matching lead as one bulk action once a member is chosen', async () => {
    const page = Array.from({ length: 50 }, (_, i) =>
      makeContact({ id: `m-${i}`, name: `Lead ${i}`, assignedTo: null }),
    );
    const bulkJob = { ...assignJob, status: 'done', selected: 1234, done: 1234, updated: 1234 };
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/organizations': () => json(200, [makeOrganization({ role: 'manager' })]),
      'GET /api/team/members': () => json(200, [owner, manager, me('manager')]),
      'GET /api/contacts': () => json(200, { items: page, nextCursor: 'p2', total: 1234 }),
      'POST /api/contacts/bulk': () => json(202, { job: assignJob }),
      'GET /api/contacts/bulk/job-1': () => json(200, { job: bulkJob }),
    });
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Lead 49');
    await user.click(screen.getByRole('checkbox', { name: 'Select all contacts on this page' }));
    const bar = within(screen.getByRole('toolbar', { name: 'Selected contacts' }));
    await user.click(bar.getByRole('button', { name: 'Select all 1,234 matching' }));
    await user.click(await bar.findByRole('button', { name: 'Assign' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Assign Leads' }));
    expect(
      dialog.getByText(
        'All 1,234 matching contacts go to the same team member, with medium priority.',
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Assign Leads' }));
    expect(await dialog.findByText('Choose a team member')).toBeTruthy();
    await chooseManoj(user);
    await user.click(dialog.getByRole('button', { name: 'Assign Leads' }));

    expect(await screen.findByText('1,234 contacts assigned', {}, { timeout: 5000 })).toBeTruthy();
    expect(api.find('POST', '/api/contacts/bulk').map((r) => r.body)).toEqual([
      { action: 'assign', value: 'user-manager', filter: {} },
    ]);
    expect(api.find('POST', '/api/team/assign-leads')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('clears the selection with Clear and when the filter changes', async () => {
    stubContacts('owner');
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');

    await user.click(screen.getByRole('checkbox', { name: 'Select Meera Iyer' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('toolbar', { name: 'Selected contacts' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Aarav Mehta' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'My leads' }));
    expect(await screen.findByText('1 lead assigned to you')).toBeTruthy();
    expect(screen.queryByText('1 selected')).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: 'Select Aarav Mehta' }) as HTMLInputElement).checked,
    ).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Select Aarav Mehta' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'aarav');
    await waitFor(() => expect(screen.queryByText('1 selected')).toBeNull());
  });

  it('says who holds the lead in the detail and assigns from there', async () => {
    const api = stubContacts('manager');
    const { user } = renderApp('/app/contacts?contact=c-2');

    const drawer = within(await screen.findByRole('dialog', { name: 'Contact details' }));
    expect(await drawer.findByText('Assigned to')).toBeTruthy();
    expect(drawer.getByText('Unassigned')).toBeTruthy();
    await user.click(drawer.getByRole('button', { name: 'Assign lead' }));
    await chooseManoj(user);
    await user.click(screen.getByRole('button', { name: 'Assign Lead' }));

    expect(await screen.findByText('Lead assigned')).toBeTruthy();
    expect(api.find('POST', '/api/team/assign-lead')[0]?.body).toMatchObject({ contactId: 'c-2' });
  });

  it('offers assigning from each card menu on a phone, without tick boxes', async () => {
    setViewportWidth(390);
    stubContacts('manager');
    const { user } = renderApp('/app/contacts');
    const list = await screen.findByRole('list', { name: 'Contacts' });

    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(await within(list).findByText('Assigned to Omar')).toBeTruthy();
    expect(within(list).getByText('Assigned to You')).toBeTruthy();
    expect(within(list).getByText('Unassigned')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'More actions for Meera Iyer' }));
    expect(await screen.findByRole('menuitem', { name: 'Assign lead' })).toBeTruthy();
  });
});
