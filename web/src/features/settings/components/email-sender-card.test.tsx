import type { EmailSender, EmailSenderAnswer } from '@salesflow/shared/emails/email-sender.schema';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { EmailSenderCard } from './email-sender-card';

const PATH = '/api/settings/email-sender';
const answer = (sender: Partial<EmailSender> | null, canManage = true): EmailSenderAnswer => ({
  sender: sender
    ? {
        address: 'sales@acme.in',
        status: 'confirming',
        requestedAt: '2026-11-24T10:00:00.000Z',
        verifiedAt: null,
        codeExpiresAt: '2026-11-24T10:30:00.000Z',
        ...sender,
      }
    : null,
  productAddress: 'no-reply@salesflow.app',
  canManage,
});

describe('Email sending address card', () => {
  it('sends a code, confirms it, and then waits for the SES link', async () => {
    const api = stubFetch({
      [`GET ${PATH}`]: () => json(200, answer(null)),
      [`PUT ${PATH}`]: () => json(200, answer({})),
      [`POST ${PATH}/confirm`]: () =>
        json(200, answer({ status: 'awaiting-ses', codeExpiresAt: null })),
    });
    const { user } = renderWithProviders(<EmailSenderCard />);
    expect(await screen.findByText(/go out from no-reply@salesflow\.app as/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Sending address is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Your sending address'), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(api.find('PUT', PATH)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Your sending address'));
    await user.type(screen.getByLabelText('Your sending address'), 'Sales@Acme.in');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(api.find('PUT', PATH)).toHaveLength(1));
    expect(api.find('PUT', PATH)[0]?.body).toEqual({ address: 'sales@acme.in' });

    await user.type(await screen.findByLabelText('Code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.find('POST', `${PATH}/confirm`)).toHaveLength(1));
    expect(api.find('POST', `${PATH}/confirm`)[0]?.body).toEqual({ code: '482913' });
    expect(
      await screen.findByText(/Amazon SES emailed a verification link to sales@acme\.in/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check Again' })).toBeTruthy();
  });

  it('shows the server’s word on a wrong code under the field', async () => {
    stubFetch({
      [`GET ${PATH}`]: () => json(200, answer({})),
      [`POST ${PATH}/confirm`]: () =>
        apiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
          { field: 'code', message: 'This code is not right (4 tries left)' },
        ]),
    });
    const { user } = renderWithProviders(<EmailSenderCard />);
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This code is not right (4 tries left)')).toBeTruthy();
  });

  it('shows a verified address to a member, without the controls', async () => {
    stubFetch({
      [`GET ${PATH}`]: () =>
        json(
          200,
          answer(
            { status: 'verified', verifiedAt: '2026-11-24T10:05:00.000Z', codeExpiresAt: null },
            false,
          ),
        ),
    });
    renderWithProviders(<EmailSenderCard />);
    expect(
      await screen.findByText(/go out from sales@acme\.in with the sender's name/),
    ).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(
      screen.getByText('Only admins and the owner can change the sending address.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Address' })).toBeNull();
  });
});
