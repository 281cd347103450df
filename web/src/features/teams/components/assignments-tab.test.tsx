import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { makeAssignment, me, member, owner, teamRoutes } from '../testing/team-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const mine = makeAssignment({
  id: 'a-mine',
  assignedTo: 'user-1',
  priority: 'urgent',
  notes: null,
  contact: { id: 'c-2', name: 'Meera Iyer', company: null, score: 62 },
  assignee: { id: 'user-1', firstName: 'Priya', lastName: 'Sharma', email: 'p@x.example' },
});
const theirs = makeAssignment();
const done = makeAssignment({
  id: 'a-done',
  status: 'completed',
  priority: 'low',
  contact: { id: 'c-3', name: 'Dev Patel', company: 'Globex', score: 40 },
});

const byFilter = {
  all: [mine, theirs, done],
  active: [mine, theirs],
  completed: [done],
  'high-priority': [mine, theirs],
};

const routes = (role: 'member' | 'manager') => ({
  ...teamRoutes(role, { members: [owner, me(role), member] }),
  'GET /api/team/assignments': ({ url }: { url: URL }) =>
    json(200, byFilter[(url.searchParams.get('filter') ?? 'all') as keyof typeof byFilter]),
});

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Lead assignments' })).getAllByRole('listitem');

describe('Lead Assignments tab', () => {
  it('shows each card with contact, company, score, assignee, priority, status, date and notes', async () => {
    stubFetch(routes('member'));
    renderApp('/app/team?tab=assignments');

    const card = await screen.findByRole('listitem', { name: 'Aarav Mehta' });
    const inCard = within(card);
    expect(inCard.getByText('Acme Traders')).toBeTruthy();
    expect(inCard.getByText('85/100')).toBeTruthy();
    expect(inCard.getByText('Meena Rao')).toBeTruthy();
    expect(inCard.getByText('High')).toBeTruthy();
    expect(inCard.getByText('Active')).toBeTruthy();
    expect(inCard.getByText('Nov 20, 2026')).toBeTruthy();
    expect(inCard.getByText('Call before Friday')).toBeTruthy();
    expect(
      within(await screen.findByRole('listitem', { name: 'Meera Iyer' })).getByText('No company'),
    ).toBeTruthy();
  });

  it('filters All, Active, Completed and High Priority on the server, in the address', async () => {
    const api = stubFetch(routes('member'));
    const { user, router } = renderApp('/app/team?tab=assignments');

    expect(await cards()).toHaveLength(3);
    const filters = screen.getByRole('group', { name: 'Filter assignments' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Active', 'Completed', 'High Priority']);

    await user.click(within(filters).getByRole('button', { name: 'Completed' }));
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect(router.state.location.search).toBe('?tab=assignments&filter=completed');

    await user.click(within(filters).getByRole('button', { name: 'High Priority' }));
    await waitFor(async () => expect(await cards()).toHaveLength(2));
    expect(
      api.find('GET', '/api/team/assignments').map((r) => r.url.searchParams.get('filter')),
    ).toEqual(expect.arrayContaining(['all', 'completed', 'high-priority']));
  });

  it('says so when a filter has nothing', async () => {
    stubFetch({ ...routes('member'), 'GET /api/team/assignments': () => json(200, []) });
    renderApp('/app/team?tab=assignments&filter=completed');

    expect(await screen.findByText('No assignments')).toBeTruthy();
    expect(screen.getByText('No completed assignments yet.')).toBeTruthy();
  });

  it('lets a member complete only their own assignment, and never reassign', async () => {
    const api = stubFetch({
      ...routes('member'),
      'POST /api/team/assignments/a-mine/complete': () =>
        json(200, { ...mine, status: 'completed' }),
    });
    const { user } = renderApp('/app/team?tab=assignments&filter=active');

    const own = await screen.findByRole('listitem', { name: 'Meera Iyer' });
    const other = await screen.findByRole('listitem', { name: 'Aarav Mehta' });
    expect(within(other).queryByRole('button', { name: /Complete/ })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Reassign/ })).toHaveLength(0);

    await user.click(within(own).getByRole('button', { name: 'Complete Meera Iyer' }));
    expect(await screen.findByText('Assignment completed')).toBeTruthy();
    expect(api.find('POST', '/api/team/assignments/a-mine/complete')).toHaveLength(1);
  });

  it('lets a manager complete and reassign any active assignment', async () => {
    const api = stubFetch({
      ...routes('manager'),
      'PUT /api/team/assignments/a-1': ({ body }) => json(200, { ...theirs, ...(body as object) }),
    });
    const { user } = renderApp('/app/team?tab=assignments');

    const card = await screen.findByRole('listitem', { name: 'Aarav Mehta' });
    expect(within(card).getByRole('button', { name: 'Complete Aarav Mehta' })).toBeTruthy();
    const completed = await screen.findByRole('listitem', { name: 'Dev Patel' });
    expect(within(completed).queryAllByRole('button')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Reassign Aarav Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Aarav Mehta' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Team Member' }));
    await user.click(await screen.findByRole('option', { name: 'Omar (Owner)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'Urgent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Lead assigned')).toBeTruthy();
    expect(api.find('PUT', '/api/team/assignments/a-1')[0]?.body).toEqual({
      assignedTo: 'user-owner',
      priority: 'urgent',
      notes: 'Call before Friday',
    });
  });
});
