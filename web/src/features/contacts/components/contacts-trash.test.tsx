import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, makeContact, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const aarav = makeContact();
const meera = makeContact({ id: 'c-2', name: 'Meera Iyer', email: 'meera@globex.example' });
const kabir = makeContact({ id: 'c-3', name: 'Kabir Rao', email: 'kabir@initech.example' });

const page = (items: (typeof aarav)[], total: number) =>
  json(200, { items, nextCursor: null, total });

const table = () => within(screen.getByRole('table', { name: 'Contacts' }));

describe('Contacts: deleting to the trash, and Undo', () => {
  it('brings a deleted contact back with the toast’s Undo, shown at once though the server’s list is behind', async () => {
    let deleted = false;
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      // Once deleted, the server's list leaves Aarav out, and still does for a moment after the restore.
      'GET /api/contacts': () => (deleted ? page([meera], 1233) : page([aarav, meera], 1234)),
      'GET /api/contacts/c-1/deals': () => json(200, []),
      'DELETE /api/contacts/c-1': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
      'POST /api/trash/restore': () => json(200, { restored: [aarav], failed: [] }),
    });
    const { user } = renderApp('/app/contacts');

    await user.click(await screen.findByRole('button', { name: 'More actions for Aarav Mehta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this contact?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Contact Deleted')).toBeTruthy();
    expect(screen.getByText('Contact has been deleted successfully.')).toBeTruthy();
    await waitFor(() => expect(table().queryByText('Aarav Mehta')).toBeNull());
    expect(await screen.findByText('1,233 contacts')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Contact restored')).toBeTruthy();
    expect(api.find('POST', '/api/trash/restore').map((r) => r.body)).toEqual([{ ids: ['c-1'] }]);
    expect(await table().findByText('Aarav Mehta')).toBeTruthy();
    expect(await screen.findByText('1,234 contacts')).toBeTruthy();
  });

  it('says why a contact could not be brought back', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': () => page([meera], 1),
      'GET /api/contacts/c-2/deals': () => json(200, []),
      'DELETE /api/contacts/c-2': () => new Response(null, { status: 204 }),
      'POST /api/trash/restore': () =>
        json(200, {
          restored: [],
          failed: [{ id: 'c-2', reason: 'A contact with this email already exists' }],
        }),
    });
    const { user } = renderApp('/app/contacts');

    await user.click(await screen.findByRole('button', { name: 'More actions for Meera Iyer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Contact not restored')).toBeTruthy();
    expect(screen.getByText('A contact with this email already exists')).toBeTruthy();
    expect(table().queryByText('Meera Iyer')).toBeNull();
  });

  it('moves the ticked contacts to the trash once confirmed, and Undo brings back exactly those deleted', async () => {
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      // The server's lists are a moment behind: all three still listed.
      'GET /api/contacts': () => page([aarav, meera, kabir], 3),
      'POST /api/contacts/bulk': () =>
        json(200, { updated: 2, failed: [{ id: 'c-3', reason: 'This lead is not yours' }] }),
      'POST /api/trash/restore': () => json(200, { restored: [aarav, meera], failed: [] }),
    });
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Kabir Rao');

    await user.click(screen.getByRole('checkbox', { name: 'Select all contacts on this page' }));
    const bar = within(screen.getByRole('toolbar', { name: 'Selected contacts' }));
    await user.click(bar.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete contacts' }));
    expect(dialog.getByText('Delete 3 contacts? They stay in the trash for 30 days.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('2 contacts moved to the trash')).toBeTruthy();
    expect(screen.getByText('1 contact not: This lead is not yours')).toBeTruthy();
    expect(api.find('POST', '/api/contacts/bulk')[0]?.body).toEqual({
      action: 'delete',
      ids: ['c-1', 'c-2', 'c-3'],
    });
    // Those deleted leave the list and the selection at once; the refused one stays ticked.
    await waitFor(() => expect(table().queryByText('Aarav Mehta')).toBeNull());
    expect(table().queryByText('Meera Iyer')).toBeNull();
    expect(bar.getByText('1 selected')).toBeTruthy();
    expect(screen.getByText('1 contact')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('2 contacts restored')).toBeTruthy();
    expect(api.find('POST', '/api/trash/restore').map((r) => r.body)).toEqual([
      { ids: ['c-1', 'c-2'] },
    ]);
    expect(await table().findByText('Aarav Mehta')).toBeTruthy();
    expect(table().getByText('Meera Iyer')).toBeTruthy();
    expect(screen.getByText('3 contacts')).toBeTruthy();
  });

  it('asks nothing of the server when the deletion is cancelled', async () => {
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': () => page([aarav, meera], 2),
    });
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Meera Iyer');

    await user.click(screen.getByRole('checkbox', { name: 'Select Meera Iyer' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete contacts' }));
    expect(dialog.getByText('Delete 1 contact? It stays in the trash for 30 days.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.find('POST', '/api/contacts/bulk')).toEqual([]);
    expect(table().getByText('Meera Iyer')).toBeTruthy();
  });

  it('opens the Trash from the toolbar', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': () => page([aarav], 1),
      'GET /api/trash': () => json(200, { items: [], nextCursor: null }),
    });
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');

    await user.click(screen.getByRole('button', { name: 'Trash' }));

    const dialog = await screen.findByRole('dialog', { name: 'Trash' });
    expect(await within(dialog).findByText('The trash is empty.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trash' })).toBeNull());
  });
});
