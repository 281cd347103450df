import type { SavedView } from '@salesflow/shared/views/view.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  json,
  makeContact,
  type StubRoutes,
  signedIn,
  stubFetch,
} from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { ORGANIZATION_FIELDS } from '../testing/custom-field-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
beforeEach(() => localStorage.clear());

const aarav = makeContact({ customFields: { region: 'North', vip: true, seats: 12000 } });

const stubList = (routes: StubRoutes = {}) =>
  stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/contacts': () => json(200, { items: [aarav], nextCursor: null, total: 1 }),
    'GET /api/custom-fields': () => json(200, ORGANIZATION_FIELDS),
    ...routes,
  });

const headers = () =>
  within(screen.getByRole('table', { name: 'Contacts' }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('Contacts list: custom fields as columns', () => {
  it('reads no custom fields while the list shows none of them', async () => {
    const api = stubList();
    renderApp('/app/contacts?columns=name,score');
    await screen.findByText('Aarav Mehta');
    expect(api.find('GET', '/api/custom-fields')).toHaveLength(0);
  });

  it('shows the columns the address names, headed by their labels, once the fields are read', async () => {
    const api = stubList();
    renderApp('/app/contacts?columns=name,score,cf.seats,cf.vip,cf.deleted');
    await screen.findByText('Aarav Mehta');
    await waitFor(() =>
      expect(headers()).toEqual(['', 'Contact', 'Score', 'Seats', 'VIP', 'Actions']),
    );
    expect(screen.getByRole('cell', { name: '12,000' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Yes' })).toBeTruthy();
    expect(api.find('GET', '/api/custom-fields')).toHaveLength(1);
  });

  it('sorts by a custom column’s header, highest first for a number; a yes/no column does not sort', async () => {
    const api = stubList();
    const { user, router } = renderApp('/app/contacts?columns=name,cf.seats,cf.vip');
    await screen.findByText('Aarav Mehta');
    const table = within(screen.getByRole('table', { name: 'Contacts' }));
    await user.click(await table.findByRole('button', { name: 'Seats' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=-cf.seats'));
    await waitFor(() =>
      expect(api.find('GET', '/api/contacts').at(-1)?.url.searchParams.get('sort')).toBe(
        '-cf.seats',
      ),
    );
    await user.click(table.getByRole('button', { name: 'Seats' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=cf.seats'));
    expect(table.queryByRole('button', { name: 'VIP' })).toBeNull();
  });

  it('offers the contact fields in the column chooser, and adds the one ticked', async () => {
    const api = stubList();
    const { user, router } = renderApp('/app/contacts?columns=name,score');
    await screen.findByText('Aarav Mehta');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = within(await screen.findByRole('menu'));
    expect(api.find('GET', '/api/custom-fields')).toHaveLength(1);
    const region = await menu.findByRole('menuitemcheckbox', { name: 'Region' });
    // The contacts' fields only, in the order made.
    expect(
      menu
        .getAllByRole('menuitemcheckbox')
        .map((item) => item.textContent)
        .slice(-6),
    ).toEqual(['Region', 'Renewal date', 'VIP', 'Seats', 'GST number', 'Industry']);
    expect(menu.queryByRole('menuitemcheckbox', { name: 'Stage owner' })).toBeNull();

    await user.click(region);
    expect(router.state.location.search).toBe('?columns=name%2Cscore%2Ccf.region');
    await user.click(menu.getByRole('menuitemcheckbox', { name: 'VIP' }));
    expect(router.state.location.search).toBe('?columns=name%2Cscore%2Ccf.region%2Ccf.vip');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(headers()).toEqual(['', 'Contact', 'Score', 'Region', 'VIP', 'Actions']),
    );
    expect(screen.getByRole('cell', { name: 'North' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const reopened = within(await screen.findByRole('menu'));
    await user.click(reopened.getByRole('menuitemcheckbox', { name: 'Region' }));
    expect(router.state.location.search).toBe('?columns=name%2Cscore%2Ccf.vip');
    // Read once for the session.
    expect(api.find('GET', '/api/custom-fields')).toHaveLength(1);
  });

  it('saves the custom columns with a view, and opens a view with them', async () => {
    const view: SavedView = {
      id: 'v-9',
      entity: 'contacts',
      name: 'Big accounts',
      filters: {},
      sort: null,
      columns: ['name', 'cf.seats'],
      shared: false,
      createdBy: 'user-1',
      createdAt: '2026-11-20T00:00:00.000Z',
      updatedAt: '2026-11-20T00:00:00.000Z',
    };
    const api = stubList({
      'GET /api/organizations': () => json(200, []),
      'GET /api/views': () => json(200, { items: [view] }),
      'POST /api/views': ({ body }) => json(201, { ...view, ...(body as object), id: 'v-new' }),
    });
    const { user, router } = renderApp('/app/contacts?columns=name,score,cf.region');
    await screen.findByText('Aarav Mehta');

    await user.click(screen.getByRole('button', { name: /^View/ }));
    const menu = within(await screen.findByRole('menu'));
    await user.click(await menu.findByRole('menuitem', { name: 'Save view…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save view' }));
    await user.type(dialog.getByLabelText(/^Name/), 'By region');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.find('POST', '/api/views')).toHaveLength(1));
    expect(api.find('POST', '/api/views')[0]?.body).toMatchObject({
      columns: ['name', 'score', 'cf.region'],
    });

    await user.click(await screen.findByRole('button', { name: /^View/ }));
    const again = within(await screen.findByRole('menu'));
    await user.click(await again.findByRole('menuitem', { name: 'Big accounts' }));
    expect(router.state.location.search).toBe('?columns=name%2Ccf.seats&view=v-9');
    await waitFor(() => expect(headers()).toEqual(['', 'Contact', 'Seats', 'Actions']));
  });
});
