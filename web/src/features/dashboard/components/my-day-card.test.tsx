import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type FollowUpsTeam,
  FollowUpsTeamContext,
} from '../../../components/follow-ups/follow-ups-team';
import {
  changedTask,
  makeTask,
  taskPage,
} from '../../../components/follow-ups/testing/task-fixtures';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderInRouter } from '../../../testing/render-route';
import { MyDayCard } from './my-day-card';

const me: FollowUpsTeam = {
  userId: 'user-1',
  timeZone: 'Asia/Kolkata',
  seesEveryone: false,
  assignees: [],
};

const late = makeTask({ id: 't-1', title: 'Send the brochure', type: 'email' });
const soon = makeTask({ id: 't-2', title: 'Call about the quote' });
const next = makeTask({ id: 't-3', title: 'Demo for the buyer', type: 'meeting' });
const byWindow: Record<string, ReturnType<typeof makeTask>[]> = {
  overdue: [late],
  today: [soon],
  tomorrow: [next],
};

const renderMyDay = (routes: Parameters<typeof stubFetch>[0]) => {
  const api = stubFetch(routes);
  const view = renderInRouter(
    <FollowUpsTeamContext value={me}>
      <MyDayCard />
    </FollowUpsTeamContext>,
  );
  return { ...view, api };
};

describe('My day', () => {
  it('shows my overdue tasks, those due today and tomorrow, and ticks one done at once', async () => {
    const { api, user } = renderMyDay({
      'GET /api/tasks': ({ url }) => taskPage(byWindow[url.searchParams.get('due') ?? ''] ?? []),
      'PUT /api/tasks/t-1': ({ body }) => changedTask(late, body),
    });
    const overdue = within(await screen.findByRole('list', { name: 'Overdue' }));
    expect(overdue.getByText('Send the brochure')).toBeTruthy();
    const today = within(await screen.findByRole('list', { name: 'Due today' }));
    expect(today.getByText('Call about the quote')).toBeTruthy();
    const tomorrow = within(await screen.findByRole('list', { name: 'Tomorrow' }));
    expect(tomorrow.getByText('Demo for the buyer')).toBeTruthy();
    expect(screen.getByText('Overdue (1)')).toBeTruthy();
    for (const request of api.find('GET', '/api/tasks')) {
      expect(request.url.searchParams.get('assignedTo')).toBe('me');
      expect(request.url.searchParams.get('status')).toBe('open');
    }
    await user.click(overdue.getByRole('checkbox', { name: 'Mark as done' }));
    await waitFor(() => expect(api.find('PUT', '/api/tasks/t-1')).toHaveLength(1));
    expect(api.find('PUT', '/api/tasks/t-1')[0]?.body).toEqual({ done: true });
    expect(screen.getByRole('link', { name: 'All tasks' }).getAttribute('href')).toBe('/app/tasks');
  });

  it('says so when nothing is due', async () => {
    renderMyDay({ 'GET /api/tasks': () => taskPage([]) });
    expect(
      await screen.findByText(
        'Nothing due today or tomorrow. Follow-ups you add from a contact show up here on their day.',
      ),
    ).toBeTruthy();
  });
});
