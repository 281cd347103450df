import type { TrashedContact } from '@salesflow/shared/contacts/contact-trash';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FollowUpsTeamContext, NO_TEAM } from '../../../components/follow-ups/follow-ups-team';
import { apiError, json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { TrashDialog } from './trash-dialog';

const trashed = (
  id: string,
  name: string,
  extra: Partial<TrashedContact> & { company?: string | null } = {},
): TrashedContact => ({
  contact: makeContact({ id, name, email: `${id}@example.in`, company: extra.company ?? null }),
  deletedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  deletedBy: 'user-1',
  purgeAt: '2026-12-28T20:00:00.000Z',
  ...extra,
});

const priya = trashed('c-1', 'Priya Nair', { company: 'Nair Exports' });
const kiran = trashed('c-2', 'Kiran Rao', {
  deletedAt: '2025-11-20T20:00:00.000Z',
  purgeAt: '2025-12-20T20:00:00.000Z',
});

/** The dialog as the Contacts screen shows it, in India's time zone. */
const openTrash = () =>
  renderWithProviders(
    <FollowUpsTeamContext value={{ ...NO_TEAM, timeZone: 'Asia/Kolkata' }}>
      <TrashDialog open onClose={vi.fn()} />
    </FollowUpsTeamContext>,
  );

describe('the Trash', () => {
  it('lists the deleted contacts with when they were deleted and when they go, and pages on', async () => {
    const api = stubFetch({
      'GET /api/trash': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? json(200, { items: [kiran], nextCursor: null })
          : json(200, { items: [priya], nextCursor: 'page-2' }),
    });
    const { user } = openTrash();

    const dialog = within(screen.getByRole('dialog', { name: 'Trash' }));
    expect(
      dialog.getByText(
        'Deleted contacts stay here for 30 days with their timeline, deals and tasks, then they are gone for good.',
      ),
    ).toBeTruthy();
    const list = await dialog.findByRole('list', { name: 'Deleted contacts' });
    const first = within(within(list).getAllByRole('listitem')[0] as HTMLElement);
    expect(first.getByText('Priya Nair')).toBeTruthy();
    expect(first.getByText('c-1@example.in · Nair Exports')).toBeTruthy();
    // 20:00 UTC on Dec 28 is already Dec 29 in India.
    expect(first.getByText('Deleted 5 minutes ago · Gone for good on Dec 29, 2026')).toBeTruthy();
    expect(api.find('GET', '/api/trash')[0]?.url.searchParams.get('limit')).toBe('50');

    await user.click(dialog.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(api.find('GET', '/api/trash')[1]?.url.searchParams.get('cursor')).toBe('page-2');
    expect(
      within(list).getByText('Deleted Nov 21, 2025 · Gone for good on Dec 21, 2025'),
    ).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('restores a contact from its row, says so and takes the row away', async () => {
    const api = stubFetch({
      'GET /api/trash': () => json(200, { items: [priya, kiran], nextCursor: null }),
      'POST /api/trash/restore': () => json(200, { restored: [priya.contact], failed: [] }),
    });
    const { user } = openTrash();
    const list = await screen.findByRole('list', { name: 'Deleted contacts' });

    await user.click(within(list).getByRole('button', { name: 'Restore Priya Nair' }));

    expect(await screen.findByText('Contact restored')).toBeTruthy();
    expect(api.find('POST', '/api/trash/restore').map((r) => r.body)).toEqual([{ ids: ['c-1'] }]);
    await waitFor(() => expect(within(list).queryByText('Priya Nair')).toBeNull());
    expect(within(list).getByText('Kiran Rao')).toBeTruthy();
  });

  it('says why a contact cannot be restored and keeps it listed', async () => {
    stubFetch({
      'GET /api/trash': () => json(200, { items: [kiran], nextCursor: null }),
      'POST /api/trash/restore': () =>
        json(200, {
          restored: [],
          failed: [{ id: 'c-2', reason: 'Your plan allows 100 contacts. Upgrade to add more.' }],
        }),
    });
    const { user } = openTrash();
    const list = await screen.findByRole('list', { name: 'Deleted contacts' });

    await user.click(within(list).getByRole('button', { name: 'Restore Kiran Rao' }));

    expect(await screen.findByText('Contact not restored')).toBeTruthy();
    expect(screen.getByText('Your plan allows 100 contacts. Upgrade to add more.')).toBeTruthy();
    expect(within(list).getByText('Kiran Rao')).toBeTruthy();
  });

  it('says when a request to restore is refused as a whole', async () => {
    stubFetch({
      'GET /api/trash': () => json(200, { items: [kiran], nextCursor: null }),
      'POST /api/trash/restore': () => apiError(400, 'VALIDATION_FAILED', 'Not a valid contact id'),
    });
    const { user } = openTrash();

    await user.click(await screen.findByRole('button', { name: 'Restore Kiran Rao' }));

    expect(await screen.findByText('Contact not restored')).toBeTruthy();
    expect(screen.getByText('Not a valid contact id')).toBeTruthy();
  });

  it('says when the trash is empty', async () => {
    stubFetch({ 'GET /api/trash': () => json(200, { items: [], nextCursor: null }) });
    openTrash();

    expect(await screen.findByText('The trash is empty.')).toBeTruthy();
  });
});
