import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { bulkOutcome } from '../api/bulk-contacts';
import { useBulkActions } from '../hooks/use-bulk-actions';
import { BulkDeleteDialog } from './bulk-delete-dialog';
import { BulkTagDialog } from './bulk-tag-dialog';
import { SelectionBar } from './selection-bar';

const Harness = ({ ids, remove }: { ids: string[]; remove: (ids: readonly string[]) => void }) => {
  const bulk = useBulkActions(ids, remove);
  return (
    <>
      <SelectionBar
        count={ids.length}
        onStatus={(status) => void bulk.setStatus(status)}
        onTag={bulk.askTag}
        onDelete={bulk.askDelete}
        pending={bulk.pending}
        onClear={() => {}}
      />
      <BulkDeleteDialog
        open={bulk.confirmingDelete}
        count={ids.length}
        pending={bulk.pending}
        onConfirm={() => void bulk.confirmDelete()}
        onClose={bulk.cancelDelete}
      />
      <BulkTagDialog
        mode={bulk.tagging}
        count={ids.length}
        pending={bulk.pending}
        onClose={bulk.cancelTag}
        onSubmit={(mode, tag) => void bulk.applyTag(mode, tag)}
      />
    </>
  );
};

describe('the selection bar', () => {
  it('offers Assign and Delete only to those who may', () => {
    const { unmount } = renderWithProviders(
      <SelectionBar count={2} onStatus={vi.fn()} onClear={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    unmount();
    renderWithProviders(
      <SelectionBar
        count={2}
        onAssign={vi.fn()}
        onStatus={vi.fn()}
        onDelete={vi.fn()}
        onClear={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Assign' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('waits past 200 contacts, the most one action takes', () => {
    renderWithProviders(
      <SelectionBar count={201} onStatus={vi.fn()} onDelete={vi.fn()} onClear={vi.fn()} />,
    );
    expect(screen.getByText('Up to 200 at a time')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set status' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
  });

  it('sets the status of the ticked contacts and unticks those done', async () => {
    const api = stubFetch({
      'POST /api/contacts/bulk': () =>
        json(200, { updated: 1, failed: [{ id: 'c-2', reason: 'This lead is not yours' }] }),
    });
    const remove = vi.fn();
    const { user } = renderWithProviders(<Harness ids={['c-1', 'c-2']} remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Set status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hot' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(['c-1']));
    expect(api.find('POST', '/api/contacts/bulk')[0]?.body).toEqual({
      action: 'status',
      value: 'hot',
      ids: ['c-1', 'c-2'],
    });
  });

  it('adds a tag to the ticked contacts, checked as the server checks it, and unticks those done', async () => {
    const api = stubFetch({
      'POST /api/contacts/bulk': () =>
        json(200, { updated: 2, failed: [{ id: 'c-3', reason: 'This lead is not yours' }] }),
    });
    const remove = vi.fn();
    const { user } = renderWithProviders(<Harness ids={['c-1', 'c-2', 'c-3']} remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Tags' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add a tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tag' });
    expect(dialog.textContent).toContain('added to the 3 selected contacts');
    const field = screen.getByRole('textbox', { name: 'Tag' });
    await user.type(field, 'Diwali #1');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(
      await screen.findByText('A tag has letters, digits, spaces and - _ . & + / only'),
    ).toBeTruthy();
    expect(api.find('POST', '/api/contacts/bulk')).toEqual([]);

    await user.clear(field);
    await user.type(field, '  Diwali   2026 ');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(['c-1', 'c-2']));
    expect(api.find('POST', '/api/contacts/bulk')[0]?.body).toEqual({
      action: 'tag',
      value: 'Diwali 2026',
      ids: ['c-1', 'c-2', 'c-3'],
    });
    expect(await screen.findByText('2 contacts tagged')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a tag' })).toBeNull());
  });

  it('takes a tag off the ticked contacts', async () => {
    const api = stubFetch({
      'POST /api/contacts/bulk': () => json(200, { updated: 1, failed: [] }),
    });
    const { user } = renderWithProviders(<Harness ids={['c-1']} remove={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Tags' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove a tag' }));
    expect((await screen.findByRole('dialog', { name: 'Remove a tag' })).textContent).toContain(
      'taken off the 1 selected contact that has it',
    );
    await user.type(screen.getByRole('textbox', { name: 'Tag' }), 'vip');
    await user.click(screen.getByRole('button', { name: 'Remove tag' }));
    await waitFor(() =>
      expect(api.find('POST', '/api/contacts/bulk')[0]?.body).toEqual({
        action: 'untag',
        value: 'vip',
        ids: ['c-1'],
      }),
    );
    expect(await screen.findByText('1 contact untagged')).toBeTruthy();
  });

  it('moves the ticked contacts to the trash once confirmed, with Undo for exactly those deleted', async () => {
    const api = stubFetch({
      'POST /api/contacts/bulk': () =>
        json(200, {
          updated: 2,
          failed: [{ id: 'c-2', reason: 'This lead is not yours' }],
        }),
      'POST /api/trash/restore': ({ body }) =>
        json(200, {
          restored: [],
          failed: (body as { ids: string[] }).ids.map((id) => ({
            id,
            reason: 'A contact with this email already exists',
          })),
        }),
    });
    const remove = vi.fn();
    const { user } = renderWithProviders(<Harness ids={['c-1', 'c-2', 'c-3']} remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contacts' });
    expect(dialog.textContent).toContain('Delete 3 contacts? They stay in the trash for 30 days.');
    expect(api.find('POST', '/api/contacts/bulk')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(remove).toHaveBeenCalledWith(['c-1', 'c-3']));
    expect(api.find('POST', '/api/contacts/bulk')[0]?.body).toEqual({
      action: 'delete',
      ids: ['c-1', 'c-2', 'c-3'],
    });
    expect(await screen.findByText('2 contacts moved to the trash')).toBeTruthy();
    expect(screen.getByText('1 contact not: This lead is not yours')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('No contacts restored')).toBeTruthy();
    expect(
      screen.getByText('2 contacts not: A contact with this email already exists'),
    ).toBeTruthy();
    expect(api.find('POST', '/api/trash/restore').map((r) => r.body)).toEqual([
      { ids: ['c-1', 'c-3'] },
    ]);
  });

  it('offers no Undo when none was deleted', async () => {
    stubFetch({
      'POST /api/contacts/bulk': () =>
        json(200, { updated: 0, failed: [{ id: 'c-1', reason: 'This lead is not yours' }] }),
    });
    const { user } = renderWithProviders(<Harness ids={['c-1']} remove={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contacts' });
    expect(dialog.textContent).toContain('Delete 1 contact? It stays in the trash for 30 days.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No contacts moved to the trash')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});

describe('what a bulk action’s toast says', () => {
  it('counts what was done, and names why the others were not', () => {
    expect(bulkOutcome('updated', { updated: 3, failed: [] })).toEqual({
      title: '3 contacts updated',
      variant: 'success',
    });
    expect(
      bulkOutcome('deleted', {
        updated: 1,
        failed: [
          { id: 'a', reason: 'Contact not found' },
          { id: 'b', reason: 'Contact not found' },
        ],
      }),
    ).toEqual({
      title: '1 contact deleted',
      description: '2 contacts not: Contact not found',
      variant: 'success',
    });
    expect(
      bulkOutcome('updated', { updated: 0, failed: [{ id: 'a', reason: 'Not yours' }] }),
    ).toMatchObject({ title: 'No contacts updated', variant: 'error' });
  });
});
