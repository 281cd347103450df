import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { makeAssignment, manager, member, owner } from '../testing/team-fixtures';
import { AssignLeadDialog } from './assign-lead-dialog';

const members = () => json(200, [owner, manager, member]);

const chooseMember = async (user: ReturnType<typeof renderWithProviders>['user'], name: RegExp) => {
  await user.click(screen.getByRole('combobox', { name: 'Team Member' }));
  await user.click(await screen.findByRole('option', { name }));
};

describe('AssignLeadDialog', () => {
  it('needs a team member, then assigns one lead with medium priority by default', async () => {
    const onDone = vi.fn();
    const onAssigned = vi.fn();
    const api = stubFetch({
      'GET /api/team/members': members,
      'POST /api/team/assign-lead': () => json(201, makeAssignment()),
    });
    const { user } = renderWithProviders(
      <AssignLeadDialog open contactIds={['c-1']} onDone={onDone} onAssigned={onAssigned} />,
    );

    expect(screen.getByRole('heading', { name: 'Assign Lead' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Priority' }).textContent).toBe('Medium');
    await user.click(screen.getByRole('button', { name: 'Assign Lead' }));
    expect(await screen.findByText('Choose a team member')).toBeTruthy();
    expect(api.find('POST', '/api/team/assign-lead')).toHaveLength(0);

    await chooseMember(user, /Manoj/);
    await user.type(screen.getByLabelText('Notes'), ' Hot lead ');
    await user.click(screen.getByRole('button', { name: 'Assign Lead' }));

    expect(await screen.findByText('Lead assigned')).toBeTruthy();
    expect(screen.getByText('Lead has been assigned successfully.')).toBeTruthy();
    expect(api.find('POST', '/api/team/assign-lead')[0]?.body).toEqual({
      contactId: 'c-1',
      assignedTo: 'user-manager',
      priority: 'medium',
      notes: 'Hot lead',
    });
    expect(onDone).toHaveBeenCalled();
    expect(onAssigned).toHaveBeenCalledWith({ assigned: [makeAssignment()], failed: [] });
  });

  it('assigns a selection in one request and says how many went through', async () => {
    const api = stubFetch({
      'GET /api/team/members': members,
      'POST /api/team/assign-leads': () =>
        json(200, {
          assigned: [makeAssignment(), makeAssignment({ id: 'a-2' })],
          failed: [{ contactId: 'c-3', message: 'Contact not found' }],
        }),
    });
    const { user } = renderWithProviders(
      <AssignLeadDialog open contactIds={['c-1', 'c-2', 'c-3']} onDone={() => {}} />,
    );

    expect(screen.getByRole('heading', { name: 'Assign 3 Leads' })).toBeTruthy();
    await chooseMember(user, /Omar/);
    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'High' }));
    await user.click(screen.getByRole('button', { name: 'Assign Leads' }));

    expect(
      await screen.findByText(
        '2 of 3 leads have been assigned. Not assigned: 1 (Contact not found).',
      ),
    ).toBeTruthy();
    expect(api.find('POST', '/api/team/assign-leads')[0]?.body).toEqual({
      contactIds: ['c-1', 'c-2', 'c-3'],
      assignedTo: 'user-owner',
      priority: 'high',
      notes: null,
    });
  });

  it("says 'Error' with the server's message, or 'Failed to assign lead'", async () => {
    let answer = () => apiError(403, 'FORBIDDEN', 'Only a manager or above may assign leads');
    stubFetch({
      'GET /api/team/members': members,
      'POST /api/team/assign-lead': () => answer(),
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(
      <AssignLeadDialog open contactIds={['c-1']} onDone={onDone} />,
    );

    await chooseMember(user, /Manoj/);
    await user.click(screen.getByRole('button', { name: 'Assign Lead' }));
    expect(await screen.findByText('Only a manager or above may assign leads')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    answer = () => new Response('oops', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Assign Lead' }));
    expect(await screen.findByText('Failed to assign lead')).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Assign Lead' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
