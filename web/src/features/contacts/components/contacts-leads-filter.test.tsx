import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../testing/capture-downloads';
import { json, makeContact, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const mine = makeContact();
const unassigned = makeContact({ id: 'c-2', name: 'Meera Iyer', assignedTo: null });

/** GET /api/contacts answering by `assignedTo`, as the server filters. */
const contactsByAssignee = () =>
  stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/custom-fields': () => json(200, []),
    'GET /api/contacts': ({ url }) => {
      const assignedTo = url.searchParams.get('assignedTo');
      if (assignedTo === 'me') return json(200, { items: [mine], nextCursor: null, total: 1 });
      if (assignedTo === 'none') return json(200, { items: [], nextCursor: null, total: 0 });
      return json(200, { items: [mine, unassigned], nextCursor: null, total: 2 });
    },
  });

const assignees = (api: ReturnType<typeof stubFetch>) =>
  api.find('GET', '/api/contacts').map((r) => r.url.searchParams.get('assignedTo'));

describe('Contacts leads filter', () => {
  it('shows every contact by default and "My leads" from the address', async () => {
    const api = contactsByAssignee();
    renderApp('/app/contacts?assignedTo=me');

    expect(await screen.findByText('1 lead assigned to you')).toBeTruthy();
    expect(screen.getByText('Aarav Mehta')).toBeTruthy();
    expect(screen.queryByText('Meera Iyer')).toBeNull();
    expect(screen.getByRole('button', { name: 'My leads' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(assignees(api)).toEqual(['me']);
  });

  it('filters on the server, keeps the choice in the address and says when there is none', async () => {
    const api = contactsByAssignee();
    const { user, router } = renderApp('/app/contacts');
    expect(await screen.findByText('2 contacts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All contacts' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Unassigned' }));

    expect(await screen.findByText('No unassigned leads')).toBeTruthy();
    expect(screen.getByText('0 unassigned leads')).toBeTruthy();
    expect(router.state.location.search).toBe('?assignedTo=none');
    expect(assignees(api)).toEqual([null, 'none']);

    await user.click(screen.getByRole('button', { name: 'All contacts' }));
    expect(await screen.findByText('Meera Iyer')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('says when no lead is assigned to you yet, from a link made before filters had the API’s names', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': () => json(200, { items: [], nextCursor: null, total: 0 }),
    });
    renderApp('/app/contacts?leads=mine');

    expect(await screen.findByText('No leads assigned to you yet')).toBeTruthy();
  });

  it('exports only the leads the filter shows', async () => {
    const files = captureDownloads();
    const api = contactsByAssignee();
    const { user } = renderApp('/app/contacts?leads=mine');
    await screen.findByText('Aarav Mehta');

    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(await screen.findByText('Exported 1 contact.')).toBeTruthy();
    await waitFor(() => expect(files).toHaveLength(1));
    const exportRequest = api
      .find('GET', '/api/contacts')
      .find((r) => r.url.searchParams.get('limit') === '200');
    expect(exportRequest?.url.searchParams.get('assignedTo')).toBe('me');
  });
});
