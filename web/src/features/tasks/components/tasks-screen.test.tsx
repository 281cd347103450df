import type { TeamRole } from '@salesflow/shared/auth/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTask } from '../../../components/follow-ups/testing/task-fixtures';
import { json, type StubRoutes, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const organization = (role: TeamRole) => [
  {
    id: 'org-1',
    name: 'Acme Sales',
    plan: 'starter',
    maxMembers: 10,
    currentMembers: 2,
    pendingInvitations: 0,
    role,
    current: true,
  },
];

const teammate = {
  id: 'user-2',
  role: 'member',
  status: 'active',
  joinedAt: '2026-11-01T00:00:00.000Z',
  user: { firstName: 'Meena', lastName: 'Rao', email: 'meena@acme.example' },
};

const overdue = makeTask({
  id: 't-1',
  title: 'Call Aarav back',
  dueAt: '2020-01-01T04:30:00.000Z',
});
const later = makeTask({ id: 't-2', title: 'Send the proposal', contactId: null });
const meenas = makeTask({
  id: 't-3',
  title: 'Demo for Acme',
  assignedTo: 'user-2',
  contactId: null,
});

const stubTasks = (role: TeamRole, routes: StubRoutes = {}) =>
  stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/organizations': () => json(200, organization(role)),
    'GET /api/team/members': () => json(200, [teammate]),
    'GET /api/tasks': ({ url }) => {
      const q = url.searchParams;
      if (q.get('status') === 'done') return json(200, { items: [], nextCursor: null });
      if (q.get('due') === 'overdue') return json(200, { items: [overdue], nextCursor: null });
      if (!q.get('assignedTo')) return json(200, { items: [later, meenas], nextCursor: null });
      return json(200, { items: [later], nextCursor: null });
    },
    ...routes,
  });

/** The query string of each list request, without the always-present limit. */
const listQueries = (api: ReturnType<typeof stubFetch>) =>
  api.find('GET', '/api/tasks').map((request) => {
    const q = new URLSearchParams(request.url.search);
    q.delete('limit');
    return q.toString();
  });

describe('the Tasks page', () => {
  it("opens on the user's tasks due today and asks the server for each tab", async () => {
    const api = stubTasks('member');
    const { user, router } = renderApp('/app/tasks');

    expect(await screen.findByRole('heading', { name: 'Tasks' })).toBeTruthy();
    expect(await screen.findByText('Send the proposal')).toBeTruthy();
    expect(api.find('GET', '/api/tasks')[0]?.url.searchParams.get('limit')).toBe('50');

    await user.click(screen.getByRole('tab', { name: 'Overdue' }));
    const row = within(await screen.findByRole('listitem', { name: 'Call Aarav back' }));
    expect(row.getByText('Overdue')).toBeTruthy();
    expect(router.state.location.search).toBe('?due=overdue');

    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    await user.click(screen.getByRole('tab', { name: 'Done' }));
    expect(await screen.findByText('Nothing done yet')).toBeTruthy();

    expect(listQueries(api)).toEqual([
      'status=open&due=today&assignedTo=me',
      'status=open&due=overdue&assignedTo=me',
      'status=open&due=upcoming&assignedTo=me',
      'status=done&assignedTo=me',
    ]);
    // Members see their own tasks only: no Everyone.
    expect(screen.queryByRole('button', { name: 'Everyone' })).toBeNull();
  });

  it('loads more with the cursor', async () => {
    const fullPage = Array.from({ length: 50 }, (_, i) =>
      makeTask({ id: `t-${i + 10}`, title: `Task ${i + 1}`, contactId: null }),
    );
    const api = stubTasks('member', {
      'GET /api/tasks': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? json(200, { items: [meenas], nextCursor: null })
          : json(200, { items: fullPage, nextCursor: 'page-2' }),
    });
    const { user } = renderApp('/app/tasks');

    await screen.findByText('Task 50');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Demo for Acme')).toBeTruthy();
    expect(listQueries(api)).toContain('status=open&due=today&assignedTo=me&cursor=page-2');
  });

  it("lets managers see everyone's tasks, named by assignee", async () => {
    const api = stubTasks('manager');
    const { user, router } = renderApp('/app/tasks?due=today');

    await user.click(await screen.findByRole('button', { name: 'Everyone' }));
    const row = within(await screen.findByRole('listitem', { name: 'Demo for Acme' }));
    expect(row.getByText('Meena Rao')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Send the proposal' })).getByText('You'),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?due=today&who=everyone');
    await waitFor(() => expect(listQueries(api).at(-1)).toBe('status=open&due=today'));
  });

  it('ignores an everyone link for a member', async () => {
    const api = stubTasks('member');
    renderApp('/app/tasks?who=everyone');

    await screen.findByText('Send the proposal');
    expect(listQueries(api)).toEqual(['status=open&due=today&assignedTo=me']);
  });
});
