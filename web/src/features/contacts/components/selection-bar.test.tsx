import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { bulkOutcome } from '../api/bulk-contacts';
import { useBulkActions } from '../hooks/use-bulk-actions';
import { SelectionBar } from './selection-bar';

const Harness = ({ ids, remove }: { ids: string[]; remove: (ids: readonly string[]) => void }) => {
  const bulk = useBulkActions(ids, remove);
  return (
    <>
      <SelectionBar
        count={ids.length}
        onStatus={(status) => void bulk.setStatus(status)}
        onDelete={() => void bulk.confirmDelete()}
        pending={bulk.pending}
        onClear={() => {}}
      />
    </>
  );
};

describe('the selection bar', () => {
  it('offers Assign only to those who may assign', () => {
    const { unmount } = renderWithProviders(
      <SelectionBar count={2} onStatus={vi.fn()} onDelete={vi.fn()} onClear={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
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

  it('deletes the ticked contacts', async () => {
    const api = stubFetch({
      'POST /api/contacts/bulk': () => json(200, { updated: 2, failed: [] }),
    });
    const remove = vi.fn();
    const { user } = renderWithProviders(<Harness ids={['c-1', 'c-2']} remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(['c-1', 'c-2']));
    expect(api.find('POST', '/api/contacts/bulk')[0]?.body).toMatchObject({ action: 'delete' });
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
