import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, makeContact, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const aarav = makeContact();
const meera = makeContact({
  id: 'c-2',
  name: 'Meera Iyer',
  email: 'meera@globex.example',
  status: 'warm',
  score: 62,
});

const stubList = () =>
  stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/contacts': () => json(200, { items: [aarav, meera], nextCursor: null, total: 2 }),
  });

const listQueries = (api: ReturnType<typeof stubFetch>) =>
  api.find('GET', '/api/contacts').map((request) => {
    const query = new URLSearchParams(request.url.search);
    query.delete('limit');
    return query.toString();
  });

describe('Contacts list: filters and sort in the address', () => {
  it('asks the server for the filters and sort the address names, and shows them', async () => {
    const api = stubList();
    renderApp(
      '/app/contacts?q=acme&status=hot,warm&source=website&minScore=60&maxScore=90&createdFrom=2026-01-01&sort=name',
    );
    await screen.findByText('Aarav Mehta');

    expect(listQueries(api)).toEqual([
      // Statuses in the schema's order, as the server keeps them.
      'search=acme&status=warm%2Chot&source=website&minScore=60&maxScore=90&createdFrom=2026-01-01&sort=name',
    ]);
    expect(
      (screen.getByRole('searchbox', { name: 'Search contacts' }) as HTMLInputElement).value,
    ).toBe('acme');
    expect((screen.getByLabelText('Min score') as HTMLInputElement).value).toBe('60');
    expect((screen.getByLabelText('Created from') as HTMLInputElement).value).toBe('2026-01-01');
    const name = screen.getByRole('columnheader', { name: 'Contact' });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    // Filtered: the server's total is not this list's count.
    expect(screen.queryByText(/Showing 2 of/)).toBeNull();
  });

  it('sorts by a column header, toggling its direction, as new history entries', async () => {
    const api = stubList();
    const { user, router } = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');
    // Newest first by default, without saying so in the address.
    expect(listQueries(api)).toEqual(['']);

    await user.click(screen.getByRole('button', { name: 'Score' }));
    expect(router.state.location.search).toBe('?sort=-score');
    await waitFor(() => expect(listQueries(api)).toContain('sort=-score'));
    expect(screen.getByRole('columnheader', { name: 'Score' }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    await user.click(screen.getByRole('button', { name: 'Score' }));
    expect(router.state.location.search).toBe('?sort=score');
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    expect(router.state.location.search).toBe('?sort=name');

    // Back steps through the sorts.
    await router.navigate(-1);
    expect(router.state.location.search).toBe('?sort=score');
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Score' }).getAttribute('aria-sort')).toBe(
        'ascending',
      ),
    );
  });

  it('refuses a minimum score above the maximum with the server’s message, sending nothing', async () => {
    const api = stubList();
    const { user, router } = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');

    await user.type(screen.getByLabelText('Max score'), '40{Enter}');
    expect(router.state.location.search).toBe('?maxScore=40');
    await user.type(screen.getByLabelText('Min score'), '70{Enter}');

    expect(await screen.findByText('Minimum score must not be above the maximum')).toBeTruthy();
    expect(router.state.location.search).toBe('?maxScore=40');
    await waitFor(() => expect(listQueries(api)).toEqual(['', 'maxScore=40']));

    await user.clear(screen.getByLabelText('Min score'));
    await user.type(screen.getByLabelText('Min score'), '30');
    await user.tab();
    expect(router.state.location.search).toBe('?minScore=30&maxScore=40');
    expect(screen.queryByText('Minimum score must not be above the maximum')).toBeNull();
  });

  it('keeps what is typed in one field while another one applies', async () => {
    stubList();
    const { user, router } = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');

    await user.type(screen.getByLabelText('Min score'), '20');
    // Leaving Min score applies it; Max score, typed meanwhile, is not lost.
    await user.click(screen.getByLabelText('Max score'));
    await user.keyboard('40{Enter}');
    expect(router.state.location.search).toBe('?minScore=20&maxScore=40');
    expect((screen.getByLabelText('Max score') as HTMLInputElement).value).toBe('40');
  });

  it('filters by status and clears every filter at once', async () => {
    const api = stubList();
    const { user, router } = renderApp('/app/contacts?assignedTo=me&sort=name&columns=name,score');
    await screen.findByText('Aarav Mehta');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox'));
    await user.click(options.getByRole('option', { name: 'Warm' }));
    await user.click(options.getByRole('option', { name: 'Hot' }));
    await user.keyboard('{Escape}');
    expect(router.state.location.search).toBe(
      '?status=warm%2Chot&assignedTo=me&sort=name&columns=name%2Cscore',
    );
    await waitFor(() =>
      expect(listQueries(api)).toContain('status=warm%2Chot&assignedTo=me&sort=name'),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?sort=name&columns=name%2Cscore');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('filters by one tag, any case, and refuses one the server would', async () => {
    const api = stubList();
    const { user, router } = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');

    await user.type(screen.getByLabelText('Tag'), '<b>{Enter}');
    expect(
      await screen.findByText('A tag has letters, digits, spaces and - _ . & + / only'),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('');

    await user.clear(screen.getByLabelText('Tag'));
    await user.type(screen.getByLabelText('Tag'), 'VIP{Enter}');
    expect(router.state.location.search).toBe('?tag=vip');
    await waitFor(() => expect(listQueries(api)).toEqual(['', 'tag=vip']));
  });

  it('shows the columns the address names, and changes them', async () => {
    stubList();
    const { user, router } = renderApp('/app/contacts?columns=name,score,createdAt');
    await screen.findByText('Aarav Mehta');
    const headers = () =>
      within(screen.getByRole('table', { name: 'Contacts' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    expect(headers()).toEqual(['', 'Contact', 'Score', 'Created', 'Actions']);
    expect(screen.queryByText('aarav@acme.example')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Email' }));
    expect(router.state.location.search).toBe('?columns=name%2Cemail%2Cscore%2CcreatedAt');
    expect(await screen.findByText('aarav@acme.example')).toBeTruthy();
  });
});
