import type { TeamRole } from '@salesflow/shared/auth/roles';
import type { SavedView } from '@salesflow/shared/views/view.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  json,
  makeContact,
  type StubRoutes,
  signedIn,
  stubFetch,
} from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
beforeEach(() => localStorage.clear());

const LAST_VIEW_KEY = 'salesflow.contacts.last-view.org-1.user-1';

const makeView = (overrides: Partial<SavedView> = {}): SavedView => ({
  id: 'v-1',
  entity: 'contacts',
  name: 'Hot from website',
  filters: { status: 'hot', source: 'website', minScore: '60' },
  sort: '-score',
  columns: ['name', 'score', 'status', 'source'],
  shared: true,
  createdBy: 'user-manager',
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

const shared = makeView();
const mine = makeView({
  id: 'v-2',
  name: 'My warm leads',
  filters: { status: 'warm', assignedTo: 'me' },
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

const stubViews = (role: TeamRole, routes: StubRoutes = {}, views = [shared, mine]) =>
  stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/organizations': () => json(200, organizations(role)),
    'GET /api/contacts': () => json(200, { items: [makeContact()], nextCursor: null, total: 1 }),
    'GET /api/views': () => json(200, { items: views }),
    ...routes,
  });

const listQueries = (api: ReturnType<typeof stubFetch>) =>
  api.find('GET', '/api/contacts').map((request) => {
    const query = new URLSearchParams(request.url.search);
    query.delete('limit');
    return query.toString();
  });

const openViewsMenu = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(await screen.findByRole('button', { name: /^View/ }));
  return within(await screen.findByRole('menu'));
};

describe('Contacts: saved views', () => {
  it('lists the shared views and the caller’s own, and opens one into the address', async () => {
    const api = stubViews('member');
    const { user, router } = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');
    // Not read until wanted.
    expect(api.find('GET', '/api/views')).toHaveLength(0);

    const menu = await openViewsMenu(user);
    expect(await menu.findByText('Shared with the team')).toBeTruthy();
    expect(menu.getByText('My views')).toBeTruthy();
    expect(api.find('GET', '/api/views')[0]?.url.searchParams.get('entity')).toBe('contacts');
    await user.click(menu.getByRole('menuitem', { name: 'Hot from website' }));

    expect(router.state.location.search).toBe(
      '?status=hot&source=website&minScore=60&sort=-score&columns=name%2Cstatus%2Cscore%2Csource&view=v-1',
    );
    await waitFor(() =>
      expect(listQueries(api)).toContain('status=hot&source=website&minScore=60&sort=-score'),
    );
    expect(screen.getByRole('button', { name: /View: Hot from website/ })).toBeTruthy();
    expect(localStorage.getItem(LAST_VIEW_KEY)).toBe('v-1');
    // A member may not change a shared view.
    const again = await openViewsMenu(user);
    expect(again.queryByRole('menuitem', { name: /Delete/ })).toBeNull();
  });

  it('saves the list on screen as the member’s own view', async () => {
    const api = stubViews('member', {
      'POST /api/views': ({ body }) =>
        json(201, makeView({ ...(body as Partial<SavedView>), id: 'v-new', createdBy: 'user-1' })),
    });
    const { user, router } = renderApp('/app/contacts?status=hot&sort=-score');
    await screen.findByText('Aarav Mehta');

    const menu = await openViewsMenu(user);
    await user.click(menu.getByRole('menuitem', { name: 'Save view…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save view' }));
    expect(dialog.queryByLabelText('Share with the team')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Name is required')).toBeTruthy();
    expect(api.find('POST', '/api/views')).toHaveLength(0);

    await user.type(dialog.getByLabelText(/^Name/), 'Hottest first');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=hot&sort=-score&view=v-new'),
    );
    expect(api.find('POST', '/api/views')[0]?.body).toEqual({
      entity: 'contacts',
      name: 'Hottest first',
      filters: { status: 'hot' },
      sort: '-score',
      columns: ['name', 'email', 'phone', 'company', 'status', 'score', 'source', 'assignedTo'],
      shared: false,
    });
    expect(localStorage.getItem(LAST_VIEW_KEY)).toBe('v-new');
  });

  it('lets a manager share a view, and shows the server’s refusals beside the fields', async () => {
    let answer = 0;
    const api = stubViews('manager', {
      'POST /api/views': () =>
        ++answer === 1
          ? apiError(400, 'VALIDATION_FAILED', 'Invalid request', [
              {
                field: 'name',
                message: 'There are 50 shared views of this list already; delete one first',
              },
            ])
          : apiError(403, 'FORBIDDEN', 'Only managers and admins can share views with the team'),
    });
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');

    const menu = await openViewsMenu(user);
    await user.click(menu.getByRole('menuitem', { name: 'Save view…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save view' }));
    await user.type(dialog.getByLabelText(/^Name/), 'Team list');
    await user.click(dialog.getByLabelText('Share with the team'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(
      await dialog.findByText('There are 50 shared views of this list already; delete one first'),
    ).toBeTruthy();
    expect(api.find('POST', '/api/views')[0]?.body).toMatchObject({ shared: true });

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('Only managers and admins can share views with the team'),
    ).toBeTruthy();
  });

  it('updates, renames and deletes the caller’s own view, after asking', async () => {
    const api = stubViews('member', {
      'PUT /api/views/v-2': ({ body }) => json(200, { ...mine, ...(body as object) }),
      'DELETE /api/views/v-2': () => new Response(null, { status: 204 }),
    });
    localStorage.setItem(LAST_VIEW_KEY, 'v-2');
    const { user, router } = renderApp(
      '/app/contacts?status=warm&assignedTo=me&sort=name&view=v-2',
    );
    expect(await screen.findByRole('button', { name: /View: My warm leads/ })).toBeTruthy();

    let menu = await openViewsMenu(user);
    await user.click(menu.getByRole('menuitem', { name: /Update “My warm leads”/ }));
    await waitFor(() => expect(api.find('PUT', '/api/views/v-2')).toHaveLength(1));
    expect(api.find('PUT', '/api/views/v-2')[0]?.body).toEqual({
      filters: { status: 'warm', assignedTo: 'me' },
      sort: 'name',
      columns: ['name', 'email', 'phone', 'company', 'status', 'score', 'source', 'assignedTo'],
    });

    menu = await openViewsMenu(user);
    await user.click(menu.getByRole('menuitem', { name: /Rename “My warm leads”/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename view' }));
    await user.clear(dialog.getByLabelText(/^Name/));
    await user.type(dialog.getByLabelText(/^Name/), 'Warm ones');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.find('PUT', '/api/views/v-2')).toHaveLength(2));
    expect(api.find('PUT', '/api/views/v-2')[1]?.body).toEqual({ name: 'Warm ones' });

    menu = await openViewsMenu(user);
    await user.click(menu.getByRole('menuitem', { name: /Delete “My warm leads”/ }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete view' }));
    expect(api.find('DELETE', '/api/views/v-2')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.find('DELETE', '/api/views/v-2')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(localStorage.getItem(LAST_VIEW_KEY)).toBeNull();
  });

  it('opens on the view last used, and on the default list once that view is gone', async () => {
    localStorage.setItem(LAST_VIEW_KEY, 'v-2');
    const api = stubViews('member');
    const { router, unmount } = renderApp('/app/contacts');

    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=warm&assignedTo=me&view=v-2'),
    );
    await screen.findByText('Aarav Mehta');
    // The list waited for the view: it never asked for the default one.
    expect(listQueries(api)).toEqual(['status=warm&assignedTo=me']);
    unmount();

    const deleted = stubViews('member', {}, [shared]);
    const second = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');
    expect(second.router.state.location.search).toBe('');
    expect(listQueries(deleted)).toEqual(['']);
    expect(localStorage.getItem(LAST_VIEW_KEY)).toBeNull();
  });

  it('keeps the address’s own filters over the view last used', async () => {
    localStorage.setItem(LAST_VIEW_KEY, 'v-2');
    const api = stubViews('member');
    const { router } = renderApp('/app/contacts?status=hot');
    await screen.findByText('Aarav Mehta');

    expect(router.state.location.search).toBe('?status=hot');
    expect(listQueries(api)).toEqual(['status=hot']);
    expect(api.find('GET', '/api/views')).toHaveLength(0);
  });
});
