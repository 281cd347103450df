import type { DndNumbersPage, DndUpload } from '@salesflow/shared/calls/dnd-numbers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, type StubRoutes, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { localToday } from '../utils/dnd-labels';
import { DndNumbersCard } from './dnd-numbers-card';

const number = (n: number) => ({
  number: `+9198${String(n).padStart(8, '0')}`,
  scrubbedOn: '2026-11-12',
  source: 'scrub' as const,
  addedAt: '2026-11-12T10:00:00.000Z',
  addedBy: 'user-1',
});

const PAGE: DndNumbersPage = {
  items: [number(1), { ...number(2), source: 'contact' }],
  nextCursor: 'c2',
  lastScrubbedOn: '2026-11-12',
  stale: true,
};

const render = (routes: StubRoutes = {}, { canManage = true, page = PAGE } = {}) => {
  const api = stubFetch({
    'GET /api/settings/india-calling': () =>
      json(200, { dltEntityId: '', exoPhones: [], updatedAt: null, canManage }),
    'GET /api/calling/dnd-numbers': (request) =>
      request.url.searchParams.get('cursor') === 'c2'
        ? json(200, { ...page, items: [number(3)], nextCursor: null })
        : json(200, page),
    'POST /api/calling/dnd-numbers': (request) => {
      const body = request.body as DndUpload;
      return json(200, {
        saved: body.numbers?.length ?? 0,
        invalid: [],
        invalidCount: 0,
        lastScrubbedOn: body.scrubbedOn,
        stale: false,
      });
    },
    ...routes,
  });
  const view = renderWithProviders(<DndNumbersCard />);
  return { api, ...view };
};

describe('the Do not disturb (NCPR) card', () => {
  it('warns that the last scrub is stale and lists the numbers page by page', async () => {
    const { api, user } = render();
    expect(
      await screen.findByText(
        'Your last NCPR scrub is from 12 Nov 2026, more than 15 days ago. Scrub your numbers again and upload the result.',
      ),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'NCPR numbers' });
    expect(within(table).getByText('+919800000001')).toBeTruthy();
    expect(within(table).getByText('Marked on a contact')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('+919800000003')).toBeTruthy();
    expect(api.find('GET', '/api/calling/dnd-numbers')[1]?.url.searchParams.get('cursor')).toBe(
      'c2',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks for a first scrub when there is none', async () => {
    render({}, { page: { items: [], nextCursor: null, lastScrubbedOn: null, stale: true } });
    expect(await screen.findByText(/^Upload the numbers your NCPR scrub returned/)).toBeTruthy();
    expect(screen.getByText('No numbers uploaded yet.')).toBeTruthy();
  });

  it('uploads a CSV of 12,000 numbers in three parts and tells what it saved and could not read', async () => {
    const { api, user } = render();
    await screen.findByRole('table', { name: 'NCPR numbers' });
    const lines = ['Phone,Name'];
    for (let i = 0; i < 12_000; i++) lines.push(`+91 97${String(i).padStart(8, '0')},Lead ${i}`);
    lines.splice(5, 0, 'Bad,555');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, {
      target: { files: [new File([lines.join('\n')], 'scrub.csv', { type: 'text/csv' })] },
    });
    expect(await screen.findByText('scrub.csv')).toBeTruthy();
    expect((screen.getByLabelText('Scrub date') as HTMLInputElement).value).toBe(localToday());
    await user.click(screen.getByRole('button', { name: 'Upload numbers' }));

    expect(
      await screen.findByText('Saved 12,000 numbers; 1 line could not be read: line 6 "Bad,555"'),
    ).toBeTruthy();
    const posts = api.find('POST', '/api/calling/dnd-numbers');
    expect(posts.map((post) => (post.body as DndUpload).numbers?.length)).toEqual([
      5000, 5000, 2000,
    ]);
    expect(posts[0]?.body).toMatchObject({ scrubbedOn: localToday(), source: 'scrub' });
    expect((posts[0]?.body as DndUpload | undefined)?.numbers?.[0]).toBe('+919700000000');
    // The list is read again with what was saved.
    await waitFor(() => expect(api.find('GET', '/api/calling/dnd-numbers').length).toBe(2));
  });

  it('says how many numbers were saved when a part is refused', async () => {
    let posts = 0;
    const { user } = render({
      'POST /api/calling/dnd-numbers': (request) =>
        ++posts === 1
          ? json(200, {
              saved: (request.body as DndUpload).numbers?.length ?? 0,
              invalid: [],
              invalidCount: 0,
              lastScrubbedOn: '2026-11-28',
              stale: false,
            })
          : apiError(429, 'RATE_LIMITED', 'Too many uploads: try again in a minute'),
    });
    await screen.findByRole('table', { name: 'NCPR numbers' });
    const pasted = Array.from({ length: 6000 }, (_, i) => `96${String(i).padStart(8, '0')}`);
    fireEvent.change(screen.getByLabelText('Or paste numbers'), {
      target: { value: pasted.join('\n') },
    });
    await user.click(screen.getByRole('button', { name: 'Upload numbers' }));
    expect(
      await screen.findByText(
        'Too many uploads: try again in a minute 5,000 numbers were saved before it stopped.',
      ),
    ).toBeTruthy();
  });

  it('refuses a scrub date in the future', async () => {
    const { user } = render();
    const date = await screen.findByLabelText('Scrub date');
    await user.type(screen.getByLabelText('Or paste numbers'), '9876543210');
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    expect(screen.getByText('Not in the future')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Upload numbers' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('lets an admin remove a number after confirming', async () => {
    const { api, user } = render({
      'DELETE /api/calling/dnd-numbers/%2B919800000001': () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove +919800000001' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this number?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Number Removed')).toBeTruthy();
    expect(api.find('DELETE', '/api/calling/dnd-numbers/%2B919800000001')).toHaveLength(1);
  });

  it('shows no remove button to members', async () => {
    render({}, { canManage: false });
    await screen.findByRole('table', { name: 'NCPR numbers' });
    await waitFor(() => expect(screen.queryByText('Remove')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Remove +919800000001' })).toBeNull();
  });
});
