import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../../testing/fetch-stub';
import { renderWithProviders } from '../../testing/render-app';
import { type FollowUpsTeam, FollowUpsTeamContext } from './follow-ups-team';
import { TaskFormDialog } from './task-form-dialog';
import { makeTask } from './testing/task-fixtures';
import { defaultDueInput } from './utils/due-time';

const member: FollowUpsTeam = {
  userId: 'user-1',
  timeZone: 'Asia/Kolkata',
  seesEveryone: false,
  assignees: [],
};
const manager: FollowUpsTeam = {
  ...member,
  seesEveryone: true,
  assignees: [
    { id: 'user-1', name: 'Priya Sharma' },
    { id: 'user-2', name: 'Meena Rao' },
  ],
};

const renderForm = (team: FollowUpsTeam, contactId?: string) =>
  renderWithProviders(
    <FollowUpsTeamContext value={team}>
      <TaskFormDialog open contactId={contactId} onClose={() => undefined} />
    </FollowUpsTeamContext>,
  );

const stubCreate = (answer = (body: unknown) => json(201, makeTask(body as object))) =>
  stubFetch({ 'POST /api/tasks': ({ body }) => answer(body) });

describe('the task form', () => {
  it('asks for a title and a due time, as the server does, before sending anything', async () => {
    const api = stubCreate();
    const { user } = renderForm(member);

    const due = screen.getByLabelText(/^Due/) as HTMLInputElement;
    expect(due.value).toBe(defaultDueInput('Asia/Kolkata'));
    await user.clear(due);
    await user.click(screen.getByRole('button', { name: 'Add task' }));

    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Choose when it is due')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
    // Members give tasks only to themselves: no assignee field.
    expect(screen.queryByLabelText('Assigned to')).toBeNull();
  });

  it('sends the due time read in the organization zone, with the contact it was added on', async () => {
    const api = stubCreate();
    const { user } = renderForm(member, 'c-1');

    await user.type(screen.getByLabelText(/^Title/), '  Call about the quote ');
    await user.click(screen.getByLabelText('Type'));
    await user.click(await screen.findByRole('option', { name: 'Call' }));
    const due = screen.getByLabelText(/^Due/);
    await user.clear(due);
    await user.type(due, '2026-12-01T10:30');
    await user.type(screen.getByLabelText('Notes'), 'Second plant');
    await user.click(screen.getByRole('button', { name: 'Add task' }));

    await waitFor(() => expect(api.find('POST', '/api/tasks')).toHaveLength(1));
    expect(api.find('POST', '/api/tasks')[0]?.body).toEqual({
      title: 'Call about the quote',
      type: 'call',
      dueAt: '2026-12-01T05:00:00.000Z',
      assignedTo: 'user-1',
      contactId: 'c-1',
      dealId: null,
      notes: 'Second plant',
    });
    expect((await screen.findByRole('status')).textContent).toContain('Task Created');
  });

  it('lets managers give the task to a teammate, and shows server field errors beside fields', async () => {
    const api = stubCreate(() =>
      apiError(400, 'VALIDATION_FAILED', 'Invalid task', [
        { field: 'dueAt', message: 'Due time is too far ahead' },
      ]),
    );
    const { user } = renderForm(manager);

    await user.type(screen.getByLabelText(/^Title/), 'Demo');
    await user.click(screen.getByLabelText('Assigned to'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Priya Sharma (you)',
      'Meena Rao',
    ]);
    await user.click(within(screen.getByRole('listbox')).getByText('Meena Rao'));
    await user.click(screen.getByRole('button', { name: 'Add task' }));

    expect(await screen.findByText('Due time is too far ahead')).toBeTruthy();
    expect(api.find('POST', '/api/tasks')[0]?.body).toMatchObject({ assignedTo: 'user-2' });
  });
});
