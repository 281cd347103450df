import type { Task } from '@salesflow/shared/tasks/task.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../../testing/fetch-stub';
import { renderInRouter } from '../../testing/render-route';
import { tasksOf, useTasksPages } from './api/get-tasks';
import { type FollowUpsTeam, FollowUpsTeamContext } from './follow-ups-team';
import { TaskList } from './task-list';
import { changedTask, makeTask } from './testing/task-fixtures';

const team: FollowUpsTeam = {
  userId: 'user-1',
  timeZone: 'Asia/Kolkata',
  seesEveryone: false,
  assignees: [],
};

const OpenTasks = () => {
  const query = useTasksPages({ status: 'open', assignedTo: 'me' });
  return (
    <FollowUpsTeamContext value={team}>
      <TaskList tasks={tasksOf(query.data)} label="Tasks" empty={<p>No tasks</p>} />
    </FollowUpsTeamContext>
  );
};

const quote = makeTask({ notes: 'Ask about the second plant. They wanted a discount too.' });
const theirs = makeTask({
  id: 't-2',
  title: 'Send the brochure',
  type: 'email',
  assignedTo: 'user-2',
  createdBy: 'user-2',
  contactId: null,
});

/** A PUT that waits until the test lets it answer. */
const heldPut = () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release: () => release() };
};

const stubList = (tasks: Task[], put: (body: unknown) => Response | Promise<Response>) =>
  stubFetch({
    'GET /api/tasks': () => json(200, { items: tasks, nextCursor: null }),
    'PUT /api/tasks/t-1': ({ body }) => put(body),
  });

describe('the task list', () => {
  it('shows type, title, due time in the organization zone, contact link and notes', async () => {
    stubList([quote, theirs], () => changedTask(quote, {}));
    renderInRouter(<OpenTasks />);

    const row = within(await screen.findByRole('listitem', { name: 'Call about the quote' }));
    expect(row.getByTitle('Call')).toBeTruthy();
    // 04:30 UTC is 10:00 in Kolkata, whatever zone the test machine is in.
    expect(row.getByText(/10:00 AM$/)).toBeTruthy();
    const link = await row.findByRole('link', { name: 'Aarav Mehta' });
    expect(link.getAttribute('href')).toBe('/app/contacts?contact=c-1');
    expect(row.getByText(quote.notes as string)).toBeTruthy();
    // A teammate's task is shown to a member but not theirs to tick.
    const other = within(screen.getByRole('listitem', { name: 'Send the brochure' }));
    expect(other.getByRole('checkbox').hasAttribute('disabled')).toBe(true);
    expect(other.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('shows a reply the contact wrote since the task was made, and leaves the task open', async () => {
    const replied = makeTask({
      id: 't-3',
      title: 'Follow up on the samples',
      reply: { channel: 'whatsapp', at: '2026-03-05T04:30:00.000Z' },
    });
    stubList([replied, theirs], () => changedTask(replied, {}));
    renderInRouter(<OpenTasks />);
    const row = within(await screen.findByRole('listitem', { name: 'Follow up on the samples' }));
    expect(row.getByText(/^Replied on WhatsApp · .*10:00 AM$/)).toBeTruthy();
    expect((row.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    const other = within(screen.getByRole('listitem', { name: 'Send the brochure' }));
    expect(other.queryByText(/Replied on WhatsApp/)).toBeNull();
  });

  it('ticks a task done at once, says so with Undo, and Undo opens it again', async () => {
    const hold = heldPut();
    const api = stubList([quote], async (body) => {
      await hold.gate;
      return changedTask(quote, body);
    });
    const { user } = renderInRouter(<OpenTasks />);

    const box = await screen.findByRole('checkbox', { name: 'Mark as done' });
    await user.click(box);
    // Ticked before the server answers.
    expect(
      (screen.getByRole('checkbox', { name: 'Mark as not done' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(api.find('PUT', '/api/tasks/t-1').map((r) => r.body)).toEqual([{ done: true }]);
    hold.release();

    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('Task done');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(api.find('PUT', '/api/tasks/t-1').map((r) => r.body)).toEqual([
        { done: true },
        { done: false },
      ]),
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Mark as done' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
  });

  it('puts the tick back and says why when the server refuses', async () => {
    stubList([quote], () => apiError(403, 'FORBIDDEN', 'You may change only your own tasks'));
    const { user } = renderInRouter(<OpenTasks />);

    await user.click(await screen.findByRole('checkbox', { name: 'Mark as done' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You may change only your own tasks',
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Mark as done' }) as HTMLInputElement).checked,
    ).toBe(false);
  });
});
