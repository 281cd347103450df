import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { CallDialog } from './call-dialog';

describe('manual call', () => {
  it('logs the call with its notes on the contact, then dials, says so and closes', async () => {
    const api = stubFetch({
      'POST /api/contacts/c-1/activities': ({ body }) =>
        json(201, { id: 'a-1', ...(body as object) }),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <CallDialog open contact={makeContact()} onClose={onClose} />,
    );

    await user.type(screen.getByLabelText('Call Notes'), '  Wants a demo next week ');
    await user.click(screen.getByRole('button', { name: 'Manual Call' }));

    expect(await screen.findByText('Call initiated')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(api.find('POST', '/api/contacts/c-1/activities')).toHaveLength(1));
    expect(api.find('POST', '/api/contacts/c-1/activities')[0]?.body).toEqual({
      type: 'call',
      subject: 'Manual call',
      description: 'Wants a demo next week',
    });
  });
});
