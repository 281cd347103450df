import type { SavedView } from '@salesflow/shared/views/view.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, type StubRoutes, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { ORGANIZATION_FIELDS } from '../testing/deal-custom-field-fixtures';
import { dealPage, makeDeal, makeSummary } from '../testing/deal-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
beforeEach(() => localStorage.clear());

const erp = makeDeal({
  customFields: { channel: 'Partner', priority: false, seats: 12000.5, renewal: '2027-03-05' },
});

const stubList = (routes: StubRoutes = {}) =>
  stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/deals/summary': () => json(200, makeSummary({ prospecting: { count: 1, value: 1 } })),
    'GET /api/deals': () => dealPage([erp]),
    'GET /api/custom-fields': () => json(200, ORGANIZATION_FIELDS),
    ...routes,
  });

const table = () => within(screen.getByRole('table', { name: 'Deals' }));
const headers = () =>
  table()
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('Deals table: deal custom fields as columns', () => {
  it('reads no custom fields while the table shows none of them', async () => {
    const api = stubList();
    renderApp('/app/deals?columns=title,value');
    await screen.findByText('ERP rollout');
    expect(api.find('GET', '/api/custom-fields')).toHaveLength(0);
  });

  it('shows the columns the address names by their labels, each value by its type, sortable but yes/no', async () => {
    const api = stubList();
    renderApp('/app/deals?columns=title,value,cf.seats,cf.priority,cf.renewal,cf.po,cf.deleted');
    await screen.findByText('ERP rollout');
    await waitFor(() =>
      expect(headers()).toEqual([
        'Deal',
        'Value',
        'Seats',
        'Priority',
        'Renewal date',
        'PO number',
        'Actions',
      ]),
    );
    expect(table().getByRole('cell', { name: '12,000.5' })).toBeTruthy();
    expect(table().getByRole('cell', { name: 'No' })).toBeTruthy();
    expect(table().getByRole('cell', { name: 'Mar 5, 2027' })).toBeTruthy();
    expect(table().getByRole('cell', { name: '—' })).toBeTruthy();
    // A yes/no field's header is plain; the others sort, as Value does.
    expect(table().queryByRole('button', { name: 'Priority' })).toBeNull();
    expect(table().getByRole('button', { name: 'Seats' })).toBeTruthy();
    expect(table().getByRole('button', { name: 'Value' })).toBeTruthy();
    expect(api.find('GET', '/api/custom-fields')).toHaveLength(1);
  });

  it('sorts by a custom column: numbers highest first, text A to Z first', async () => {
    const api = stubList();
    const { user, router } = renderApp('/app/deals?columns=title,cf.seats,cf.po');
    await screen.findByText('ERP rollout');
    await user.click(await table().findByRole('button', { name: 'Seats' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=-cf.seats'));
    await waitFor(() =>
      expect(api.find('GET', '/api/deals').at(-1)?.url.searchParams.get('sort')).toBe('-cf.seats'),
    );
    await user.click(table().getByRole('button', { name: 'PO number' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=cf.po'));
  });

  it('offers the deal fields in the column chooser, and adds the one ticked', async () => {
    const api = stubList();
    const { user, router } = renderApp('/app/deals?columns=title,value');
    await screen.findByText('ERP rollout');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = within(await screen.findByRole('menu'));
    expect(api.find('GET', '/api/custom-fields')).toHaveLength(1);
    const channel = await menu.findByRole('menuitemcheckbox', { name: 'Channel' });
    expect(menu.getByText('Custom fields')).toBeTruthy();
    // The deals' fields only, in the order made.
    expect(
      menu
        .getAllByRole('menuitemcheckbox')
        .map((item) => item.textContent)
        .slice(-5),
    ).toEqual(['Channel', 'Renewal date', 'Priority', 'Seats', 'PO number']);
    expect(menu.queryByRole('menuitemcheckbox', { name: 'Region' })).toBeNull();

    await user.click(channel);
    expect(router.state.location.search).toBe('?columns=title%2Cvalue%2Ccf.channel');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(headers()).toEqual(['Deal', 'Value', 'Channel', 'Actions']));
    expect(table().getByRole('cell', { name: 'Partner' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const reopened = within(await screen.findByRole('menu'));
    await user.click(reopened.getByRole('menuitemcheckbox', { name: 'Channel' }));
    expect(router.state.location.search).toBe('?columns=title%2Cvalue');
  });

  it('saves the custom columns with a view, and opens a view with them', async () => {
    const view: SavedView = {
      id: 'v-9',
      entity: 'deals',
      name: 'Seats',
      filters: {},
      sort: null,
      columns: ['title', 'cf.seats'],
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
    const { user, router } = renderApp('/app/deals?columns=title,value,cf.channel');
    await screen.findByText('ERP rollout');

    await user.click(screen.getByRole('button', { name: /^View/ }));
    const menu = within(await screen.findByRole('menu'));
    await user.click(await menu.findByRole('menuitem', { name: 'Save view…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save view' }));
    await user.type(dialog.getByLabelText(/^Name/), 'By channel');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.find('POST', '/api/views')).toHaveLength(1));
    expect(api.find('POST', '/api/views')[0]?.body).toMatchObject({
      columns: ['title', 'value', 'cf.channel'],
    });

    await user.click(await screen.findByRole('button', { name: /^View/ }));
    const again = within(await screen.findByRole('menu'));
    await user.click(await again.findByRole('menuitem', { name: 'Seats' }));
    expect(router.state.location.search).toBe('?columns=title%2Ccf.seats&savedView=v-9');
    await waitFor(() => expect(headers()).toEqual(['Deal', 'Seats', 'Actions']));
  });
});
