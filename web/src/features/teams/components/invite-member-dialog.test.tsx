import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { makeInvitation } from '../testing/team-fixtures';
import { InviteMemberDialog } from './invite-member-dialog';

const send = () => screen.getByRole('button', { name: /Send Invitation|Sending/ });

describe('Invite Member dialog', () => {
  it('offers member (the default), manager and admin, never owner', async () => {
    stubFetch({});
    const { user } = renderWithProviders(
      <InviteMemberDialog open organizationId="org-1" onClose={() => {}} />,
    );

    expect(screen.getByRole('heading', { name: 'Invite Team Member' })).toBeTruthy();
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role.textContent).toBe('Member');
    await user.click(role);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Member', 'Manager', 'Admin']);
  });

  it('keeps Send Invitation disabled until an email is entered', async () => {
    const api = stubFetch({});
    const { user } = renderWithProviders(
      <InviteMemberDialog open organizationId="org-1" onClose={() => {}} />,
    );

    expect(send().hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Email Address'), '   ');
    expect(send().hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Email Address'), 'not-an-email');
    expect(send().hasAttribute('disabled')).toBe(false);
    await user.click(send());
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('sends nothing when there is no organization', async () => {
    const api = stubFetch({});
    const { user } = renderWithProviders(
      <InviteMemberDialog open organizationId={undefined} onClose={() => {}} />,
    );

    await user.type(screen.getByLabelText('Email Address'), 'meera@acme.example');
    expect(send().hasAttribute('disabled')).toBe(true);
    expect(api.requests).toHaveLength(0);
  });

  it('shows Sending... while it sends, then says so and clears the email', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubFetch({
      'POST /api/team/invite': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <InviteMemberDialog open organizationId="org-1" onClose={onClose} />,
    );

    await user.type(screen.getByLabelText('Email Address'), ' Meera.Nair@Example.IN ');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await user.click(send());

    await waitFor(() => expect(send().textContent).toBe('Sending...'));
    expect(send().hasAttribute('disabled')).toBe(true);
    answer(json(201, makeInvitation({ email: 'meera.nair@example.in', role: 'manager' })));

    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(screen.getByText('Team member invitation has been sent successfully.')).toBeTruthy();
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('');
    expect(send().textContent).toBe('Send Invitation');
    expect(api.find('POST', '/api/team/invite')[0]?.body).toEqual({
      email: 'meera.nair@example.in',
      role: 'manager',
      organizationId: 'org-1',
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's message on failure", async () => {
    stubFetch({
      'POST /api/team/invite': () =>
        apiError(409, 'LIMIT_EXCEEDED', 'Acme Sales has reached its limit of 10 members'),
    });
    const { user } = renderWithProviders(
      <InviteMemberDialog open organizationId="org-1" onClose={() => {}} />,
    );

    await user.type(screen.getByLabelText('Email Address'), 'meera@acme.example');
    await user.click(send());

    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Acme Sales has reached its limit of 10 members')).toBeTruthy();
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe(
      'meera@acme.example',
    );
  });

  it("falls back to 'Failed to send invitation'", async () => {
    stubFetch({
      'POST /api/team/invite': () => new Response('Bad Gateway', { status: 502 }),
    });
    const { user } = renderWithProviders(
      <InviteMemberDialog open organizationId="org-1" onClose={() => {}} />,
    );

    await user.type(screen.getByLabelText('Email Address'), 'meera@acme.example');
    await user.click(send());

    expect(await screen.findByText('Failed to send invitation')).toBeTruthy();
  });
});
