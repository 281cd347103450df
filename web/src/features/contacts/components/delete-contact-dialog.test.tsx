import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { DeleteContactDialog } from './delete-contact-dialog';

const priya = makeContact({ id: 'c-9', name: 'Priya Sharma' });

const deal = (id: string): Deal => ({
  id,
  organizationId: 'org-1',
  contactId: priya.id,
  contactName: priya.name,
  contactCompany: priya.company,
  lead: { assignedTo: priya.assignedTo, ownerId: priya.ownerId },
  title: `Deal ${id}`,
  description: null,
  value: '1000.00',
  stage: 'proposal',
  probability: 50,
  expectedCloseDate: null,
  ownerId: 'user-1',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const QUESTION = 'Are you sure you want to delete this contact?';

const openDialog = (deals: () => Response | Promise<Response>) => {
  const api = stubFetch({
    'GET /api/contacts/c-9/deals': deals,
    'DELETE /api/contacts/c-9': () => new Response(null, { status: 204 }),
  });
  const onClose = vi.fn();
  const view = renderWithProviders(<DeleteContactDialog open contact={priya} onClose={onClose} />);
  return { ...view, api, onClose, dialog: () => screen.getByRole('dialog') };
};

describe('deleting a contact', () => {
  it('says how many deals the contact has and that they stay without a contact', async () => {
    const { dialog } = openDialog(() => json(200, [deal('d-1'), deal('d-2')]));

    expect(
      await within(dialog()).findByText(
        'Priya Sharma has 2 deals. They keep the contact while it is in the trash (30 days), then stay in your pipeline without a contact, shown as Unknown Contact.',
      ),
    ).toBeTruthy();
    expect(within(dialog()).getByText(QUESTION)).toBeTruthy();
    // Screen readers hear the warning with the question.
    expect(dialog().getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('says it in the singular for one deal', async () => {
    const { dialog } = openDialog(() => json(200, [deal('d-1')]));

    expect(
      await within(dialog()).findByText(
        'Priya Sharma has 1 deal. It keeps the contact while it is in the trash (30 days), then stays in your pipeline without a contact, shown as Unknown Contact.',
      ),
    ).toBeTruthy();
  });

  it('adds nothing for a contact without deals', async () => {
    const { api, dialog } = openDialog(() => json(200, []));

    await waitFor(() => expect(api.find('GET', '/api/contacts/c-9/deals')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog()).getByText(QUESTION)).toBeTruthy();
    expect(within(dialog()).queryByText(/has \d+ deal/)).toBeNull();
    expect(dialog().getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
  });

  it('adds nothing while the deals load, and still deletes', async () => {
    let answer: (response: Response) => void = () => {};
    const { api, dialog, user, onClose } = openDialog(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );

    await waitFor(() => expect(api.find('GET', '/api/contacts/c-9/deals')).toHaveLength(1));
    expect(within(dialog()).queryByText(/has \d+ deal/)).toBeNull();

    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.find('DELETE', '/api/contacts/c-9')).toHaveLength(1);
    answer(json(200, []));
  });

  it('does not ask for the deals of the deleted contact again', async () => {
    const { api, dialog, user, onClose } = openDialog(() => json(200, [deal('d-1')]));
    await within(dialog()).findByText(/has 1 deal/);

    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.find('GET', '/api/contacts/c-9/deals')).toHaveLength(1);
  });

  it('asks nothing while closed', () => {
    const api = stubFetch({});
    renderWithProviders(<DeleteContactDialog open={false} contact={priya} onClose={vi.fn()} />);

    expect(api.requests).toHaveLength(0);
  });
});
