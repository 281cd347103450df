import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, makeContact, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const aarav = makeContact();
const meera = makeContact({
  id: 'c-2',
  name: 'Meera Iyer',
  email: 'meera@globex.example',
  phone: null,
  phoneE164: null,
  company: 'Globex',
  title: null,
  score: 62,
  status: 'warm',
  source: 'social_media',
});

const page = (items = [aarav, meera], nextCursor: string | null = null, total = 1234) =>
  json(200, { items, nextCursor, total });

describe('Contacts screen', () => {
  it('lists contacts from the paged endpoint with their details', async () => {
    const api = stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/contacts': () => page() });
    renderApp('/app/contacts');

    expect(await screen.findByRole('heading', { name: 'Contacts' })).toBeTruthy();
    expect(await screen.findByText('1,234 contacts')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Contacts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Aarav Mehta')).toBeTruthy();
    expect(first.getByText('aarav@acme.example')).toBeTruthy();
    expect(first.getByText('Head of Sales')).toBeTruthy();
    expect(first.getByText('Hot')).toBeTruthy();
    expect(first.getByText('Cold Call')).toBeTruthy();
    expect(first.getByRole('progressbar', { name: 'Score 85' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'WhatsApp Aarav Mehta' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Social Media')).toBeTruthy();

    const [request] = api.find('GET', '/api/contacts');
    expect(request?.url.searchParams.get('limit')).toBe('50');
    expect(request?.credentials).toBe('include');
  });

  it('searches on the server and says when nothing matches', async () => {
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': ({ url }) => (url.searchParams.get('search') ? page([], null) : page()),
    });
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');

    await user.type(screen.getByPlaceholderText('Search contacts...'), 'zzz');

    expect(await screen.findByText('No contacts found matching "zzz"')).toBeTruthy();
    const searches = api.find('GET', '/api/contacts').map((r) => r.url.searchParams.get('search'));
    // Debounced: one request for the whole word, not one per keystroke.
    expect(searches).toEqual([null, 'zzz']);
    expect(screen.queryByText('Aarav Mehta')).toBeNull();
  });

  it('follows sparse search pages until it finds matches', async () => {
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': ({ url }) =>
        url.searchParams.get('cursor') === 'next' ? page([meera], null) : page([], 'next'),
    });
    renderApp('/app/contacts');

    expect(await screen.findByText('Meera Iyer')).toBeTruthy();
    expect(screen.queryByText('No contacts yet')).toBeNull();
    expect(api.find('GET', '/api/contacts').map((r) => r.url.searchParams.get('cursor'))).toEqual([
      null,
      'next',
    ]);
  });

  it('stops following pages after a failure and lets the user retry', async () => {
    let failNext = true;
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': ({ url }) => {
        if (!url.searchParams.get('cursor')) return page([], 'next');
        if (failNext) return apiError(500, 'INTERNAL', 'Something went wrong');
        return page([meera], null);
      },
    });
    const { user } = renderApp('/app/contacts');

    expect(await screen.findByText('Failed to load more contacts.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.find('GET', '/api/contacts')).toHaveLength(2);

    failNext = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Meera Iyer')).toBeTruthy();
  });

  it('loads more contacts on request', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': ({ url }) =>
        url.searchParams.get('cursor') === 'p2'
          ? page([meera], null, 51)
          : page(
              Array.from({ length: 50 }, (_, i) => makeContact({ id: `a${i}`, name: `Lead ${i}` })),
              'p2',
              51,
            ),
    });
    const { user } = renderApp('/app/contacts');

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Meera Iyer')).toBeTruthy();
    expect(screen.getByText('Showing 51 of 51')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('invites the first contact when there are none', async () => {
    stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/contacts': () => page([], null, 0) });
    renderApp('/app/contacts');

    expect(await screen.findByText('No contacts yet')).toBeTruthy();
    expect(screen.getByText('Add your first contact to get started')).toBeTruthy();
    expect(screen.getByText('0 contacts')).toBeTruthy();
  });

  it('asks for confirmation before deleting, then deletes and refreshes', async () => {
    let deleted = false;
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': () => (deleted ? page([meera], null, 1) : page()),
      'GET /api/contacts/c-1/deals': () => json(200, []),
      'DELETE /api/contacts/c-1': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/app/contacts');

    await user.click(await screen.findByRole('button', { name: 'More actions for Aarav Mehta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this contact?')).toBeTruthy();
    expect(api.find('DELETE', '/api/contacts/c-1')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Contact Deleted')).toBeTruthy();
    expect(screen.getByText('Contact has been deleted successfully.')).toBeTruthy();
    const [request] = api.find('DELETE', '/api/contacts/c-1');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    await waitFor(() => expect(screen.queryByText('Aarav Mehta')).toBeNull());
    expect(screen.getByText('Meera Iyer')).toBeTruthy();
  });

  it('shows a contact it created at once and counts it, while the server’s list is a moment behind', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      // The server's count and indexes follow from the table's stream: not there yet.
      'GET /api/contacts': () => page(),
      'POST /api/contacts': ({ body }) =>
        json(201, { ...makeContact({ id: 'c-new', assignedTo: null }), ...(body as object) }),
    });
    const { user } = renderApp('/app/contacts');
    expect(await screen.findByText('1,234 contacts')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kavya Rao');
    await user.type(within(dialog).getByLabelText(/^Email/), 'kavya@initech.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add Contact' }));

    expect(await screen.findByText('1,235 contacts')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table', { name: 'Contacts' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).queryByText(/Kavya Rao|Aarav Mehta|Meera Iyer/)?.textContent);
    expect(names).toEqual(['Kavya Rao', 'Aarav Mehta', 'Meera Iyer']);
  });

  it('leaves a deleted contact out at once, though the server still lists it for a moment', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': () => page(),
      'GET /api/contacts/c-1/deals': () => json(200, []),
      'DELETE /api/contacts/c-1': () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/app/contacts');

    await user.click(await screen.findByRole('button', { name: 'More actions for Aarav Mehta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('1,233 contacts')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Aarav Mehta')).toBeNull());
    expect(screen.getByText('Meera Iyer')).toBeTruthy();
  });

  it('keeps the contact when deleting fails', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': () => page(),
      'GET /api/contacts/c-1/deals': () => json(200, []),
      'DELETE /api/contacts/c-1': () => apiError(404, 'NOT_FOUND', 'Contact not found'),
    });
    const { user } = renderApp('/app/contacts');

    await user.click(await screen.findByRole('button', { name: 'More actions for Aarav Mehta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Failed to delete contact. Please try again.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows cards without WhatsApp below 768 px', async () => {
    setViewportWidth(500);
    stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/contacts': () => page() });
    renderApp('/app/contacts');

    const list = await screen.findByRole('list', { name: 'Contacts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getByRole('button', { name: 'Call Aarav Mehta' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'WhatsApp Aarav Mehta' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Contact' }).textContent).toBe('Add');
  });
});
