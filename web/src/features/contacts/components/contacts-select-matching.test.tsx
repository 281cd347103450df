import type { ContactBulkJob } from '@salesflow/shared/contacts/contact-bulk-job';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, makeContact, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

// A full first page with more after it: "Select all matching" is offered once it is all ticked.
const firstPage = Array.from({ length: 50 }, (_, i) =>
  makeContact({ id: `c-${i}`, name: `Lead ${i}`, email: `lead${i}@acme.example` }),
);
const list = () => json(200, { items: firstPage, nextCursor: 'p2', total: 1234 });

const job = (overrides: Partial<ContactBulkJob> = {}): ContactBulkJob => ({
  id: 'job-1',
  action: 'status',
  value: 'hot',
  status: 'selecting',
  selected: 0,
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

const bar = () => within(screen.getByRole('toolbar', { name: 'Selected contacts' }));

const tickThePage = async (user: ReturnType<typeof renderApp>['user']) => {
  await screen.findByText('Lead 49');
  await user.click(screen.getByRole('checkbox', { name: 'Select all contacts on this page' }));
  expect(bar().getByText('50 selected')).toBeTruthy();
};

describe('Contacts: Select all matching', () => {
  it('offers every contact the list has, counted when the list is unfiltered, and sends the filter', async () => {
    const running = job({ status: 'running', selected: 1234, done: 400, updated: 400 });
    let finished = false;
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': list,
      'POST /api/contacts/bulk': () => json(202, { job: running }),
      'GET /api/contacts/bulk/job-1': () =>
        json(200, {
          job: finished ? { ...running, status: 'done', done: 1234, updated: 1234 } : running,
        }),
    });
    const { user } = renderApp('/app/contacts?assignedTo=me');
    await tickThePage(user);

    await user.click(bar().getByRole('button', { name: 'Select all 1,234 matching' }));
    expect(bar().getByText('All 1,234 matching selected')).toBeTruthy();
    expect(bar().queryByRole('button', { name: /Select all/ })).toBeNull();

    await user.click(bar().getByRole('button', { name: 'Set status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hot' }));
    const progress = await screen.findByRole('progressbar', { name: 'Bulk action progress' });
    expect(progress.getAttribute('aria-valuetext')).toBe('Setting status… 400 of 1,234');
    expect(screen.getByText('Setting status… 400 of 1,234')).toBeTruthy();
    expect(api.find('POST', '/api/contacts/bulk')[0]?.body).toEqual({
      action: 'status',
      value: 'hot',
      filter: { assignedTo: 'me' },
    });
    // While the job runs, the bar's actions wait.
    expect(bar().getByRole('button', { name: 'Set status' }).hasAttribute('disabled')).toBe(true);

    finished = true;
    expect(await screen.findByText('1,234 contacts updated', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());
    expect(screen.queryByText(/Setting status/)).toBeNull();
    // The lists are read again once the job has ended.
    await waitFor(() => expect(api.find('GET', '/api/contacts').length).toBeGreaterThan(1));
  });

  it('does not count the matches of a search or filter, and sends them as the list does', async () => {
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': list,
      'POST /api/contacts/bulk': () => json(202, { job: job({ action: 'tag', value: 'vip' }) }),
      'GET /api/contacts/bulk/job-1': () =>
        json(200, { job: job({ action: 'tag', value: 'vip', selected: 600 }) }),
    });
    const { user } = renderApp('/app/contacts?q=acme&status=hot,warm&minScore=60&sort=name');
    await tickThePage(user);

    await user.click(bar().getByRole('button', { name: 'Select all matching' }));
    expect(bar().getByText('All matching contacts selected')).toBeTruthy();
    await user.click(bar().getByRole('button', { name: 'Tags' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add a tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tag' });
    expect(dialog.textContent).toContain(
      'The tag is added to all matching contacts that do not have it yet.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Tag' }), 'vip');
    await user.click(within(dialog).getByRole('button', { name: 'Add tag' }));

    expect(
      await screen.findByText('Finding the matching contacts… 600 so far', {}, { timeout: 5000 }),
    ).toBeTruthy();
    // As the list asks for its pages (statuses in their own order), less the order and paging.
    const [listRequest] = api.find('GET', '/api/contacts');
    expect(Object.fromEntries(listRequest?.url.searchParams ?? [])).toEqual({
      limit: '50',
      search: 'acme',
      status: 'warm,hot',
      minScore: '60',
      sort: 'name',
    });
    expect(api.find('POST', '/api/contacts/bulk')[0]?.body).toEqual({
      action: 'tag',
      value: 'vip',
      filter: { q: 'acme', status: 'warm,hot', minScore: '60' },
    });
  });

  it('asks before deleting every match, and its toast has no Undo', async () => {
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': list,
      'POST /api/contacts/bulk': () => json(202, { job: job({ action: 'delete', value: null }) }),
      'GET /api/contacts/bulk/job-1': () =>
        json(200, {
          job: job({
            action: 'delete',
            value: null,
            status: 'done',
            selected: 1234,
            done: 1234,
            updated: 1174,
            failed: 60,
            failures: [{ id: 'c-7', reason: 'This lead is not yours' }],
          }),
        }),
    });
    const { user } = renderApp('/app/contacts');
    await tickThePage(user);
    await user.click(bar().getByRole('button', { name: 'Select all 1,234 matching' }));

    await user.click(bar().getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contacts' });
    expect(dialog.textContent).toContain(
      'Delete all 1,234 matching contacts? They stay in the trash for 30 days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('1,174 contacts moved to the trash', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('60 contacts not: This lead is not yours')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(api.find('POST', '/api/contacts/bulk')[0]?.body).toEqual({
      action: 'delete',
      filter: {},
    });
  });

  it('goes back to the ticked rows when one is unticked, and clears on a new filter', async () => {
    stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/contacts': list });
    const { user } = renderApp('/app/contacts');
    await tickThePage(user);
    await user.click(bar().getByRole('button', { name: 'Select all 1,234 matching' }));

    await user.click(screen.getByRole('checkbox', { name: 'Select Lead 3' }));
    expect(bar().getByText('49 selected')).toBeTruthy();
    expect(bar().queryByRole('button', { name: /Select all/ })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Lead 3' }));
    await user.click(bar().getByRole('button', { name: 'Select all 1,234 matching' }));
    await user.type(screen.getByPlaceholderText('Search contacts...'), 'lead');
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());
  });
});
