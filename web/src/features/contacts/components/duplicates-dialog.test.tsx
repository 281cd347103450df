import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { DuplicatesDialog } from './duplicates-dialog';

const person = (id: string, name: string, extra: Record<string, string | null> = {}) => ({
  id,
  name,
  email: `${id}@example.in`,
  phone: null,
  company: null,
  assignedTo: null,
  createdAt: '2026-11-28T06:00:00.000Z',
  ...extra,
});

describe('the Possible duplicates list', () => {
  it('lists each pair with why, pages on, and opens a contact from its name', async () => {
    const api = stubFetch({
      'GET /api/contacts/duplicates': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? json(200, {
              items: [
                {
                  contact: person('c-3', 'Kiran Rao'),
                  other: person('c-4', 'Kiran Rao', { company: 'Rao & Sons' }),
                  reasons: ['name'],
                },
              ],
              nextCursor: null,
            })
          : json(200, {
              items: [
                {
                  contact: person('c-1', 'Ananya Iyer', { phone: '+91 98765 12345' }),
                  other: person('c-2', 'Priya Nair'),
                  reasons: ['email', 'phone'],
                },
              ],
              nextCursor: 'page-2',
            }),
    });
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <DuplicatesDialog open onClose={onClose} onOpen={onOpen} />,
    );
    const list = await screen.findByRole('list', { name: 'Possible duplicates' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('same email')).toBeTruthy();
    expect(within(first).getByText('same phone')).toBeTruthy();
    expect(within(first).getByText('c-1@example.in · +91 98765 12345')).toBeTruthy();
    expect(api.find('GET', '/api/contacts/duplicates')[0]?.url.searchParams.get('limit')).toBe(
      '50',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(list).getByText('same name and company')).toBeTruthy();

    await user.click(within(first).getByRole('button', { name: 'Priya Nair' }));
    expect(onClose).toHaveBeenCalled();
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-2' }));
  });

  it("merges a pair from its row's Merge button, the first contact kept, and lists the rest", async () => {
    const ananya = makeContact({ id: 'c-1', name: 'Ananya Iyer', company: null });
    const priya = makeContact({ id: 'c-2', name: 'Priya Nair', email: 'c-1@example.in' });
    let merged = false;
    const api = stubFetch({
      'GET /api/contacts/duplicates': () =>
        json(200, {
          items: merged
            ? []
            : [
                {
                  contact: person('c-1', 'Ananya Iyer'),
                  other: person('c-2', 'Priya Nair'),
                  reasons: ['email'],
                },
              ],
          nextCursor: null,
        }),
      'GET /api/contacts/c-1': () => json(200, ananya),
      'GET /api/contacts/c-2': () => json(200, priya),
      'POST /api/contacts/c-1/merge': () => {
        merged = true;
        return json(200, {
          contact: { ...ananya, company: priya.company, updatedAt: '2026-11-29T00:00:00.000Z' },
          mergedFrom: { id: 'c-2', name: 'Priya Nair' },
          moved: { activities: 0, deals: 0, calls: 0, messages: 0, tasks: 0 },
        });
      },
    });
    const { user } = renderWithProviders(
      <DuplicatesDialog open onClose={vi.fn()} onOpen={vi.fn()} />,
    );
    const list = await screen.findByRole('list', { name: 'Possible duplicates' });
    await user.click(
      within(list).getByRole('button', { name: 'Merge Ananya Iyer and Priya Nair' }),
    );
    const merge = await screen.findByRole('dialog', { name: 'Merge duplicates' });
    const kept = await within(merge).findByRole('region', { name: 'Kept' });
    expect(within(kept).getByText('Ananya Iyer')).toBeTruthy();
    await user.click(within(merge).getByRole('button', { name: 'Merge' }));

    expect(await screen.findByText('Merged Priya Nair into Ananya Iyer')).toBeTruthy();
    expect(api.find('POST', '/api/contacts/c-1/merge')[0]?.body).toEqual({
      otherId: 'c-2',
      keep: { name: 'this', email: 'this', company: 'other' },
    });
    // The list is read again, without the pair merged.
    expect(await screen.findByText(/No possible duplicates\./)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Possible duplicates' })).toBeTruthy();
  });

  it('says when there is none, and what would show', async () => {
    stubFetch({
      'GET /api/contacts/duplicates': () => json(200, { items: [], nextCursor: null }),
    });
    renderWithProviders(<DuplicatesDialog open onClose={vi.fn()} onOpen={vi.fn()} />);
    expect(await screen.findByText(/No possible duplicates\./)).toBeTruthy();
  });
});
