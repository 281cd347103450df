import type { ContactBulkJob } from '@salesflow/shared/contacts/contact-bulk-job';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, TestProviders } from '../../../testing/render-app';
import { bulkJobOutcome, bulkOutcome } from '../api/bulk-contacts';
import { useBulkActions } from '../hooks/use-bulk-actions';
import { BulkDeleteDialog } from './bulk-delete-dialog';
import { BulkJobBanner } from './bulk-job-banner';
import { BulkTagDialog } from './bulk-tag-dialog';
import { SelectionBar } from './selection-bar';

interface HarnessProps {
  ids: string[];
  remove: (ids: readonly string[]) => void;
  onJobEnded?: () => void;
}

const Harness = ({ ids, remove, onJobEnded = () => {} }: HarnessProps) => {
  const bulk = useBulkActions({ ids }, { remove, onJobEnded });
  return (
    <>
      <BulkJobBanner job={bulk.job.job} onDismiss={bulk.job.dismiss} />
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

const job = (overrides: Partial<ContactBulkJob> = {}): ContactBulkJob => ({
  id: 'job-1',
  action: 'status',
  value: 'cold',
  status: 'running',
  selected: 1234,
  done: 0,
  updated: 0,
  failed: 0,
  failures: [],
  fileReady: false,
  error: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

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

  it('takes up to 5,000 ticked contacts (a job past 200) and waits past that', () => {
    const { unmount } = renderWithProviders(
      <SelectionBar count={5000} onStatus={vi.fn()} onDelete={vi.fn()} onClear={vi.fn()} />,
    );
    expect(screen.getByText('5,000 selected')).toBeTruthy();
    expect(screen.queryByText(/at a time/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Set status' }).hasAttribute('disabled')).toBe(false);
    unmount();
    renderWithProviders(
      <SelectionBar count={5001} onStatus={vi.fn()} onDelete={vi.fn()} onClear={vi.fn()} />,
    );
    expect(screen.getByText('Up to 5,000 at a time')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set status' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers every matching contact, counted only when the list’s count is the number matching', async () => {
    const onSelectMatching = vi.fn();
    const { user, rerender } = renderWithProviders(
      <SelectionBar
        count={50}
        matchingTotal={1234}
        onSelectMatching={onSelectMatching}
        onStatus={vi.fn()}
        onClear={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Select all 1,234 matching' }));
    expect(onSelectMatching).toHaveBeenCalled();
    const bar = (props: { matching?: boolean; matchingTotal: number | null }) => (
      <TestProviders>
        <SelectionBar
          count={50}
          onSelectMatching={onSelectMatching}
          onStatus={vi.fn()}
          onClear={vi.fn()}
          {...props}
        />
      </TestProviders>
    );
    rerender(bar({ matchingTotal: null }));
    expect(screen.getByRole('button', { name: 'Select all matching' })).toBeTruthy();
    rerender(bar({ matching: true, matchingTotal: 1234 }));
    expect(screen.getByText('All 1,234 matching selected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Select all/ })).toBeNull();
    rerender(bar({ matching: true, matchingTotal: null }));
    expect(screen.getByText('All matching contacts selected')).toBeTruthy();
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

describe('a bulk action run as a job', () => {
  it('sends more than 200 ids, shows the job’s progress, then says how it ended', async () => {
    const ids = Array.from({ length: 1234 }, (_, i) => `c-${i}`);
    // The job runs until the test lets it end.
    let finished = false;
    const api = stubFetch({
      'POST /api/contacts/bulk': () => json(202, { job: job() }),
      'GET /api/contacts/bulk/job-1': () =>
        json(200, {
          job: !finished
            ? job({ done: 400, updated: 400 })
            : job({
                status: 'done',
                done: 1234,
                updated: 1230,
                failed: 4,
                failures: [{ id: 'c-1', reason: 'This lead is not yours' }],
              }),
        }),
    });
    const remove = vi.fn();
    const onJobEnded = vi.fn();
    const { user } = renderWithProviders(
      <Harness ids={ids} remove={remove} onJobEnded={onJobEnded} />,
    );
    await user.click(screen.getByRole('button', { name: 'Set status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cold' }));

    expect(await screen.findByText('Setting status… 0 of 1,234')).toBeTruthy();
    expect(api.find('POST', '/api/contacts/bulk')[0]?.body).toEqual({
      action: 'status',
      value: 'cold',
      ids,
    });
    expect(
      await screen.findByText('Setting status… 400 of 1,234', {}, { timeout: 5000 }),
    ).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Bulk action progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('32');
    expect(screen.getByRole('button', { name: 'Set status' }).hasAttribute('disabled')).toBe(true);

    finished = true;
    expect(await screen.findByText('1,230 contacts updated', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('4 contacts not: This lead is not yours')).toBeTruthy();
    expect(onJobEnded).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar', { name: 'Bulk action progress' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Set status' }).hasAttribute('disabled')).toBe(false);
  });

  it('finds the user’s running job again on coming back, and tells its end once', async () => {
    let finished = false;
    stubFetch({
      'GET /api/contacts/bulk/latest': () => json(200, { job: job({ done: 100, updated: 100 }) }),
      'GET /api/contacts/bulk/job-1': () =>
        json(200, {
          job: finished
            ? job({
                status: 'done',
                done: 1234,
                updated: 1234,
                finishedAt: new Date().toISOString(),
              })
            : job({ done: 600, updated: 600 }),
        }),
    });
    renderWithProviders(<Harness ids={[]} remove={vi.fn()} />);
    expect(await screen.findByText(/Setting status… (100|600) of 1,234/)).toBeTruthy();
    finished = true;
    expect(await screen.findByText('1,234 contacts updated', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows nothing on coming back when the newest job ended (its toast was told)', async () => {
    const api = stubFetch({
      'GET /api/contacts/bulk/latest': () =>
        json(200, {
          job: job({ status: 'done', done: 5, updated: 5, finishedAt: new Date().toISOString() }),
        }),
    });
    renderWithProviders(<Harness ids={[]} remove={vi.fn()} />);
    await waitFor(() => expect(api.find('GET', '/api/contacts/bulk/latest')).toHaveLength(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('5 contacts updated')).toBeNull();
  });

  it('offers an export’s file once it is ready', () => {
    const onDismiss = vi.fn();
    renderWithProviders(
      <BulkJobBanner
        job={job({ action: 'export', status: 'done', done: 12, updated: 12, fileReady: true })}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByText('The export of 12 contacts is ready.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/api/contacts/bulk/job-1/file',
    );
    screen.getByRole('button', { name: 'Close' }).click();
    expect(onDismiss).toHaveBeenCalled();
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

  it('says the same of a job, counting the refusals it did not keep, or why it stopped', () => {
    const failures = [{ id: 'a', reason: 'This lead is not yours' }];
    expect(
      bulkJobOutcome('tagged', job({ status: 'done', updated: 1234, failed: 60, failures })),
    ).toEqual({
      title: '1,234 contacts tagged',
      description: '60 contacts not: This lead is not yours',
      variant: 'success',
    });
    expect(
      bulkJobOutcome('tagged', job({ status: 'failed', error: 'The filter is no longer valid' })),
    ).toEqual({
      title: 'Contacts not tagged',
      description: 'The filter is no longer valid',
      variant: 'error',
    });
    expect(
      bulkJobOutcome('tagged', job({ status: 'failed', updated: 400, error: 'Stopped' })),
    ).toMatchObject({ title: 'Only 400 contacts tagged', variant: 'error' });
  });
});
