import type { TeamRole } from '@salesflow/shared/auth/roles';
import type { SavedView } from '@salesflow/shared/views/view.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError, json, type StubRoutes, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { dealPage, makeDeal, makeSummary } from '../testing/deal-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
beforeEach(() => localStorage.clear());

const LAST_VIEW_KEY = 'salesflow.deals.last-view.org-1.user-1';

const makeView = (overrides: Partial<SavedView> = {}): SavedView => ({
  id: 'v-1',
  entity: 'deals',
  name: 'Big ones closing',
  filters: { q: 'acme', stage: 'proposal,closing', minValue: '1000' },
  sort: '-value',
  columns: ['title', 'value', 'stage', 'createdAt'],
  shared: true,
  createdBy: 'user-manager',
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

const shared = makeView();
const mine = makeView({
  id: 'v-2',
  name: 'My renewals',
  filters: { tag: 'renewal', assignedTo: 'me' },
  sort: null,
  columns: [],
  shared: false,
  createdBy: 'user-1',
});

/** GET /api/organizations' answer: the caller's role in the organization they work on. */
const organizations = (role: TeamRole) => [
  {
    id: 'org-1',
    name: 'Acme Sales',
    plan: 'starter',
    maxMembers: 10,
    currentMembers: 3,
    pendingInvitations: 0,
    role,
    current: true,
  },
];

const erp = makeDeal({ tags: ['Renewal'] });

const stubViews = (role: TeamRole, routes: StubRoutes = {}, views = [shared, mine]) =>
  stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/organizations': () => json(200, organizations(role)),
    'GET /api/deals/summary': () => json(200, makeSummary({ prospecting: { count: 1, value: 1 } })),
    'GET /api/deals': () => dealPage([erp]),
    'GET /api/views': () => json(200, { items: views }),
    ...routes,
  });

/** The table's requests, without the page size, as the address would spell them. */
const listQueries = (api: ReturnType<typeof stubFetch>) =>
  api.find('GET', '/api/deals').map((request) => {
    const query = new URLSearchParams(request.url.search);
    query.delete('limit');
    return decodeURIComponent(query.toString());
  });

const headers = () =>
  within(screen.getByRole('table', { name: 'Deals' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

const openViewsMenu = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(await screen.findByRole('button', { name: /^View/ }));
  return within(await screen.findByRole('menu'));
};

describe('Deals: saved views', () => {
  it('lists the shared views and the caller’s own, and opens one into the address', async () => {
    const api = stubViews('member');
    const { user, router } = renderApp('/app/deals');
    await screen.findByText('ERP rollout');
    // Not read until wanted.
    expect(api.find('GET', '/api/views')).toHaveLength(0);

    const menu = await openViewsMenu(user);
    expect(await menu.findByText('Shared with the team')).toBeTruthy();
    expect(menu.getByText('My views')).toBeTruthy();
    expect(api.find('GET', '/api/views')[0]?.url.searchParams.get('entity')).toBe('deals');
    await user.click(menu.getByRole('menuitem', { name: 'Big ones closing' }));

    expect(decodeURIComponent(router.state.location.search)).toBe(
      '?q=acme&stage=proposal,closing&minValue=1000&sort=-value&columns=title,value,stage,createdAt&savedView=v-1',
    );
    await waitFor(() =>
      expect(listQueries(api)).toContain(
        'search=acme&stage=proposal,closing&minValue=1000&sort=-value',
      ),
    );
    // The search box shows the view's search; the table only the view's columns.
    expect((screen.getByPlaceholderText('Search deals...') as HTMLInputElement).value).toBe('acme');
    expect(headers()).toEqual(['Deal', 'Value', 'Stage', 'Created', 'Actions']);
    expect(screen.getByRole('button', { name: /View: Big ones closing/ })).toBeTruthy();
    expect(localStorage.getItem(LAST_VIEW_KEY)).toBe('v-1');
    // A member may not change a shared view.
    const again = await openViewsMenu(user);
    expect(again.queryByRole('menuitem', { name: /Delete/ })).toBeNull();
  });

  it('saves the table on screen, with the columns chosen, as the member’s own view', async () => {
    const api = stubViews('member', {
      'POST /api/views': ({ body }) =>
        json(201, makeView({ ...(body as Partial<SavedView>), id: 'v-new', createdBy: 'user-1' })),
    });
    const { user, router } = renderApp('/app/deals?stage=closing&sort=-value');
    await screen.findByText('ERP rollout');
    expect(headers()).toEqual([
      'Deal',
      'Contact',
      'Value',
      'Stage',
      'Probability',
      'Close Date',
      'Actions',
    ]);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const columns = within(await screen.findByRole('menu'));
    expect(
      columns.getByRole('menuitemcheckbox', { name: 'Deal' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await user.click(columns.getByRole('menuitemcheckbox', { name: 'Probability' }));
    await user.click(columns.getByRole('menuitemcheckbox', { name: 'Created' }));
    await user.keyboard('{Escape}');
    expect(router.state.location.search).toBe(
      '?stage=closing&sort=-value&columns=title%2Ccontact%2Cvalue%2Cstage%2CexpectedCloseDate%2CcreatedAt%2Ctags',
    );
    expect(headers()).toEqual([
      'Deal',
      'Contact',
      'Value',
      'Stage',
      'Close Date',
      'Created',
      'Actions',
    ]);

    const menu = await openViewsMenu(user);
    await user.click(menu.getByRole('menuitem', { name: 'Save view…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save view' }));
    expect(dialog.queryByLabelText('Share with the team')).toBeNull();
    await user.type(dialog.getByLabelText(/^Name/), 'Closing soon');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.search).toMatch(/&savedView=v-new$/));
    expect(api.find('POST', '/api/views')[0]?.body).toEqual({
      entity: 'deals',
      name: 'Closing soon',
      filters: { stage: 'closing' },
      sort: '-value',
      columns: ['title', 'contact', 'value', 'stage', 'expectedCloseDate', 'createdAt', 'tags'],
      shared: false,
    });
    expect(localStorage.getItem(LAST_VIEW_KEY)).toBe('v-new');
  });

  it('lets a manager share a view, and shows the server’s refusal beside the field', async () => {
    const api = stubViews('manager', {
      'POST /api/views': () =>
        apiError(403, 'FORBIDDEN', 'Only managers and admins can share views with the team'),
    });
    const { user } = renderApp('/app/deals');
    await screen.findByText('ERP rollout');

    const menu = await openViewsMenu(user);
    await user.click(menu.getByRole('menuitem', { name: 'Save view…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save view' }));
    await user.type(dialog.getByLabelText(/^Name/), 'Team pipeline');
    await user.click(dialog.getByLabelText('Share with the team'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(
      await dialog.findByText('Only managers and admins can share views with the team'),
    ).toBeTruthy();
    expect(api.find('POST', '/api/views')[0]?.body).toMatchObject({
      entity: 'deals',
      shared: true,
    });
  });

  it('updates the caller’s own view with the table, and deletes it after asking', async () => {
    const api = stubViews('member', {
      'PUT /api/views/v-2': ({ body }) => json(200, { ...mine, ...(body as object) }),
      'DELETE /api/views/v-2': () => new Response(null, { status: 204 }),
    });
    localStorage.setItem(LAST_VIEW_KEY, 'v-2');
    const { user, router } = renderApp(
      '/app/deals?q=erp&tag=renewal&assignedTo=me&sort=probability&savedView=v-2',
    );
    expect(await screen.findByRole('button', { name: /View: My renewals/ })).toBeTruthy();

    let menu = await openViewsMenu(user);
    await user.click(menu.getByRole('menuitem', { name: /Update “My renewals”/ }));
    await waitFor(() => expect(api.find('PUT', '/api/views/v-2')).toHaveLength(1));
    expect(api.find('PUT', '/api/views/v-2')[0]?.body).toEqual({
      filters: { q: 'erp', tag: 'renewal', assignedTo: 'me' },
      sort: 'probability',
      columns: ['title', 'contact', 'value', 'stage', 'probability', 'expectedCloseDate', 'tags'],
    });
    expect(await screen.findByText('"My renewals" shows this list now.')).toBeTruthy();

    menu = await openViewsMenu(user);
    await user.click(menu.getByRole('menuitem', { name: /Delete “My renewals”/ }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete view' }));
    expect(
      confirm.getByText(
        'Delete the view "My renewals"? The deals stay; only the saved filters, sort and columns go.',
      ),
    ).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.find('DELETE', '/api/views/v-2')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(localStorage.getItem(LAST_VIEW_KEY)).toBeNull();
    // The default table: no search left in the box either.
    await waitFor(() =>
      expect((screen.getByPlaceholderText('Search deals...') as HTMLInputElement).value).toBe(''),
    );
  });

  it('opens on the view last used, and on the default table once that view is gone', async () => {
    localStorage.setItem(LAST_VIEW_KEY, 'v-2');
    const api = stubViews('member');
    const { router, unmount } = renderApp('/app/deals');

    await waitFor(() =>
      expect(router.state.location.search).toBe('?tag=renewal&assignedTo=me&savedView=v-2'),
    );
    await screen.findByText('ERP rollout');
    // The table waited for the view: it never asked for the default one.
    expect(listQueries(api)).toEqual(['tag=renewal&assignedTo=me']);
    unmount();

    const deleted = stubViews('member', {}, [shared]);
    const second = renderApp('/app/deals');
    await screen.findByText('ERP rollout');
    expect(second.router.state.location.search).toBe('');
    expect(listQueries(deleted)).toEqual(['']);
    expect(localStorage.getItem(LAST_VIEW_KEY)).toBeNull();
  });

  it('keeps the address’s own list (a filter, the past-due link) over the view last used', async () => {
    localStorage.setItem(LAST_VIEW_KEY, 'v-2');
    const api = stubViews('member');
    const { router, unmount } = renderApp('/app/deals?stage=won');
    await screen.findByText('ERP rollout');
    expect(router.state.location.search).toBe('?stage=won');
    expect(listQueries(api)).toEqual(['stage=won']);
    unmount();

    const pastDue = stubViews('member');
    const second = renderApp('/app/deals?due=past');
    await screen.findByText('ERP rollout');
    expect(second.router.state.location.search).toBe('?due=past');
    expect(listQueries(pastDue)).toEqual(['due=past']);
    expect(pastDue.find('GET', '/api/views')).toHaveLength(0);
  });

  it('names whoever holds each deal’s lead once a view shows Assigned to', async () => {
    const teammates = makeDeal({
      id: '01JDEAL0000000000000000002',
      title: 'Pilot',
      lead: { assignedTo: 'user-manager', ownerId: 'user-manager' },
    });
    const open = makeDeal({
      id: '01JDEAL0000000000000000003',
      title: 'Website revamp',
      lead: { assignedTo: null, ownerId: 'user-1' },
    });
    const api = stubViews('manager', {
      'GET /api/deals': () => dealPage([erp, teammates, open]),
      'GET /api/team/members': () =>
        json(200, [
          {
            id: 'user-manager',
            role: 'manager',
            status: 'active',
            joinedAt: '2026-11-01T00:00:00.000Z',
            user: { firstName: 'Manoj', lastName: null, email: 'manoj@acme.example' },
          },
        ]),
    });
    const { user } = renderApp('/app/deals');
    await screen.findByText('ERP rollout');
    // The team is read only for the column.
    expect(api.find('GET', '/api/team/members')).toHaveLength(0);
    expect(screen.getByText('Renewal')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const columns = within(await screen.findByRole('menu'));
    await user.click(columns.getByRole('menuitemcheckbox', { name: 'Assigned to' }));
    await user.click(columns.getByRole('menuitemcheckbox', { name: 'Tags' }));
    await user.keyboard('{Escape}');

    const cells = () =>
      within(screen.getByRole('table', { name: 'Deals' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[6]?.textContent);
    await waitFor(() => expect(cells()).toEqual(['You', 'Manoj', 'Unassigned']));
    // Without the Tags column, no chips under the titles.
    expect(screen.queryByText('Renewal')).toBeNull();
  });
});
