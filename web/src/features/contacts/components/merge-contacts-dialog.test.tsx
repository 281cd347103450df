import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  json,
  makeContact,
  type StubHandler,
  stubFetch,
} from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { MergeContactsDialog, type MergePair } from './merge-contacts-dialog';

// Differ on name, email, company, status, notes and who holds them; same phone, title, source.
const aarav = makeContact({
  id: 'c-1',
  name: 'Aarav Mehta',
  email: 'aarav@acme.example',
  status: 'hot',
  notes: null,
  assignedTo: 'user-1',
  tags: ['expo'],
});
const duplicate = makeContact({
  id: 'c-2',
  name: 'Aarav M.',
  email: 'aarav.mehta@gmail.com',
  company: null,
  status: 'warm',
  notes: 'Met at the Pune expo',
  assignedTo: 'user-2',
});

const memberName = (id: string | null) =>
  id === 'user-1' ? 'You' : id === 'user-2' ? 'Rohan Das' : 'Unassigned';

const merged = (kept: Contact) => ({
  contact: { ...kept, updatedAt: '2026-11-02T00:00:00.000Z' },
  mergedFrom: { id: kept.id === 'c-1' ? 'c-2' : 'c-1', name: 'merged away' },
  moved: { activities: 3, deals: 1, calls: 0, messages: 0, tasks: 1 },
});

const openDialog = ({
  mergeC1 = () => json(200, merged(aarav)),
  mergeC2 = () => json(200, merged(duplicate)),
}: {
  mergeC1?: StubHandler;
  mergeC2?: StubHandler;
} = {}) => {
  const api = stubFetch({
    'GET /api/contacts/c-1': () => json(200, aarav),
    'GET /api/contacts/c-2': () => json(200, duplicate),
    'POST /api/contacts/c-1/merge': mergeC1,
    'POST /api/contacts/c-2/merge': mergeC2,
  });
  const onClose = vi.fn();
  const onMerged = vi.fn();
  const Harness = () => {
    const [pair, setPair] = useState<MergePair | null>({ thisId: 'c-1', otherId: 'c-2' });
    return (
      <MergeContactsDialog
        pair={pair}
        onClose={() => {
          onClose();
          setPair(null);
        }}
        onMerged={onMerged}
        assigneeName={memberName}
      />
    );
  };
  const view = renderWithProviders(<Harness />);
  return { ...view, api, onClose, onMerged };
};

const dialog = () => screen.getByRole('dialog', { name: 'Merge duplicates' });

/** Each field asked about, with the value chosen. */
const choices = () =>
  within(dialog())
    .getAllByRole('radiogroup')
    .map((group) => {
      const label = group.getAttribute('aria-labelledby');
      const name = label ? document.getElementById(label)?.textContent : undefined;
      const checked = within(group)
        .getAllByRole('radio')
        .find((radio) => (radio as HTMLInputElement).checked);
      return [name, checked?.closest('label')?.textContent];
    });

const sideName = (label: string) =>
  within(within(dialog()).getByRole('region', { name: label })).getAllByRole('paragraph')[1]
    ?.textContent;

describe('merging two possible duplicates', () => {
  it('asks only about the fields on which they differ, each set as the shared rule says', async () => {
    openDialog();
    await within(dialog()).findByRole('radiogroup', { name: 'Email' });

    expect(choices()).toEqual([
      ['Name', 'Aarav Mehta'],
      ['Email', 'aarav@acme.example'],
      // The other has no company: this one's stays. This one has no notes: the other's do.
      ['Company', 'Acme Traders'],
      ['Status', 'Hot'],
      ['Notes', 'Met at the Pune expo'],
      ['Assigned to', 'You'],
    ]);
    const company = within(dialog()).getByRole('radiogroup', { name: 'Company' });
    expect(
      within(company)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Acme Traders', '—']);
    expect(within(dialog()).queryByRole('radiogroup', { name: 'Phone' })).toBeNull();
    expect(sideName('Kept')).toBe('Aarav Mehta');
    expect(sideName('Merged in and deleted')).toBe('Aarav M.');
    expect(
      within(dialog()).getByText(
        "Aarav M.'s activities, deals, calls, messages, tasks and tags move to Aarav Mehta, and Aarav M. is deleted.",
      ),
    ).toBeTruthy();
  });

  it('sends every choice, closes, says so and hands back the contact kept', async () => {
    const { api, user, onClose, onMerged } = openDialog();
    const status = await within(dialog()).findByRole('radiogroup', { name: 'Status' });
    await user.click(within(status).getByRole('radio', { name: 'Warm' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Merge' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.find('POST', '/api/contacts/c-1/merge').map((r) => r.body)).toEqual([
      {
        otherId: 'c-2',
        keep: {
          name: 'this',
          email: 'this',
          company: 'this',
          status: 'other',
          notes: 'other',
          assignedTo: 'this',
        },
      },
    ]);
    expect(await screen.findByText('Merged Aarav M. into Aarav Mehta')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onMerged).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-1' }));
  });

  it('keeps the other contact after Swap, with the values already picked', async () => {
    const { api, user, onMerged } = openDialog();
    const email = await within(dialog()).findByRole('radiogroup', { name: 'Email' });
    await user.click(within(email).getByRole('radio', { name: 'aarav.mehta@gmail.com' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Swap' }));

    expect(sideName('Kept')).toBe('Aarav M.');
    expect(sideName('Merged in and deleted')).toBe('Aarav Mehta');
    // The kept one's values first now, each field as the rule says for it, the email as picked.
    expect(choices()).toEqual([
      ['Name', 'Aarav M.'],
      ['Email', 'aarav.mehta@gmail.com'],
      ['Company', 'Acme Traders'],
      ['Status', 'Warm'],
      ['Notes', 'Met at the Pune expo'],
      ['Assigned to', 'Rohan Das'],
    ]);
    // A value picked now, the merged-away contact's status.
    const status = within(dialog()).getByRole('radiogroup', { name: 'Status' });
    await user.click(within(status).getByRole('radio', { name: 'Hot' }));
    expect(within(status).getByRole('radio', { name: 'Hot' })).toHaveProperty('checked', true);
    await user.click(within(dialog()).getByRole('button', { name: 'Merge' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.find('POST', '/api/contacts/c-1/merge')).toHaveLength(0);
    expect(api.find('POST', '/api/contacts/c-2/merge').map((r) => r.body)).toEqual([
      {
        otherId: 'c-1',
        keep: {
          name: 'this',
          email: 'this',
          company: 'other',
          status: 'other',
          notes: 'this',
          assignedTo: 'this',
        },
      },
    ]);
    expect(await screen.findByText('Merged Aarav Mehta into Aarav M.')).toBeTruthy();
    expect(onMerged).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-2' }));
  });

  it('shows a refusal in the dialog, which stays open', async () => {
    const { user, onClose } = openDialog({
      mergeC1: () =>
        apiError(403, 'FORBIDDEN', 'Merging contacts held by different members needs a manager'),
    });
    await within(dialog()).findByRole('radiogroup', { name: 'Email' });
    await user.click(within(dialog()).getByRole('button', { name: 'Merge' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toBe('Merging contacts held by different members needs a manager');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('button', { name: 'Merge' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it("lists a refusal's field errors by the field's label", async () => {
    const { user } = openDialog({
      mergeC1: () =>
        apiError(400, 'VALIDATION_FAILED', 'Check the fields', [
          { field: 'keep.email', message: 'Keep "this" or "other"' },
          { field: 'otherId', message: 'Not a valid contact id' },
        ]),
    });
    await within(dialog()).findByRole('radiogroup', { name: 'Email' });
    await user.click(within(dialog()).getByRole('button', { name: 'Merge' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Email: Keep "this" or "other"', 'Not a valid contact id']);
    expect(alert.textContent).toContain('Check the fields');
  });

  it('says when a contact cannot be read, and offers no merge', async () => {
    stubFetch({
      'GET /api/contacts/c-1': () => json(200, aarav),
      'GET /api/contacts/c-2': () => apiError(404, 'NOT_FOUND', 'Contact not found'),
    });
    renderWithProviders(
      <MergeContactsDialog pair={{ thisId: 'c-1', otherId: 'c-2' }} onClose={vi.fn()} />,
    );
    expect(
      await within(dialog()).findByText('Failed to load the contacts. Contact not found'),
    ).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Merge' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('disables every button while merging', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, onClose } = openDialog({
      mergeC1: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await within(dialog()).findByRole('radiogroup', { name: 'Email' });
    await user.click(within(dialog()).getByRole('button', { name: 'Merge' }));

    const merging = await within(dialog()).findByRole('button', { name: 'Merging...' });
    expect(merging).toHaveProperty('disabled', true);
    for (const name of ['Cancel', 'Swap']) {
      expect(within(dialog()).getByRole('button', { name })).toHaveProperty('disabled', true);
    }
    expect(
      within(dialog())
        .getAllByRole('radio')
        .every((radio) => (radio as HTMLInputElement).disabled),
    ).toBe(true);
    // Escape does not close it either.
    fireEvent.keyDown(within(dialog()).getByRole('radiogroup', { name: 'Email' }), {
      key: 'Escape',
    });
    expect(onClose).not.toHaveBeenCalled();

    answer(json(200, merged(aarav)));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
