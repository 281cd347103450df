import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { dealPage, makeDeal, makeSummary } from '../testing/deal-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const erp = makeDeal({ tags: ['VIP', 'Renewal', 'Q3', 'Export'] });

const stubDeals = () =>
  stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/deals/summary': () => json(200, makeSummary({ prospecting: { count: 1, value: 1 } })),
    'GET /api/deals': () => dealPage([erp]),
  });

/** The table's requests, without the page size, as the address would spell them. */
const listQueries = (api: ReturnType<typeof stubFetch>) =>
  api.find('GET', '/api/deals').map((request) => {
    const query = new URLSearchParams(request.url.search);
    query.delete('limit');
    return decodeURIComponent(query.toString());
  });

const tagInput = () => screen.getByLabelText('Tag') as HTMLInputElement;

describe('Deals table: tag and assignee filters', () => {
  it('filters by one tag, any case, on Enter, and refuses one the server would', async () => {
    // Prepare
    const api = stubDeals();
    const { user, router } = renderApp('/app/deals');
    await screen.findByText('ERP rollout');

    // Act: a tag the shared rules refuse
    await user.type(tagInput(), 'vip!{Enter}');

    // Assess
    expect(
      await screen.findByText('A tag has letters, digits, spaces and - _ . & + / only'),
    ).toBeTruthy();
    expect(tagInput().getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toBe('');

    // Act: put right, in another case
    await user.clear(tagInput());
    await user.type(tagInput(), 'VIP{Enter}');

    // Assess
    expect(router.state.location.search).toBe('?tag=vip');
    await waitFor(() => expect(listQueries(api)).toEqual(['', 'tag=vip']));
    expect(tagInput().value).toBe('vip');
    expect(screen.queryByText(/A tag has letters/)).toBeNull();
  });

  it('applies a tag on leaving the field too', async () => {
    const api = stubDeals();
    const { user, router } = renderApp('/app/deals?sort=-value');
    await screen.findByText('ERP rollout');

    await user.type(tagInput(), 'Renewal');
    await user.tab();

    expect(router.state.location.search).toBe('?tag=renewal&sort=-value');
    await waitFor(() => expect(listQueries(api).at(-1)).toBe('tag=renewal&sort=-value'));
  });

  it('shows My deals, Unassigned or Anyone, in the address and the request', async () => {
    const api = stubDeals();
    const { user, router } = renderApp('/app/deals?tag=vip');
    await screen.findByText('ERP rollout');
    const filters = within(screen.getByRole('group', { name: 'Filters' }));
    const assignee = () => filters.getByRole('combobox', { name: 'Assigned to' });
    expect(assignee().textContent).toBe('Anyone');

    await user.click(assignee());
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'My deals' }),
    );
    expect(router.state.location.search).toBe('?tag=vip&assignedTo=me');
    await waitFor(() => expect(listQueries(api).at(-1)).toBe('tag=vip&assignedTo=me'));
    expect(assignee().textContent).toBe('My deals');

    await user.click(assignee());
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Unassigned' }),
    );
    expect(router.state.location.search).toBe('?tag=vip&assignedTo=none');
    await waitFor(() => expect(listQueries(api).at(-1)).toBe('tag=vip&assignedTo=none'));

    await user.click(assignee());
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Anyone' }),
    );
    expect(router.state.location.search).toBe('?tag=vip');

    await user.click(assignee());
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'My deals' }),
    );
    await user.click(filters.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(tagInput().value).toBe('');
    expect(assignee().textContent).toBe('Anyone');
  });

  it('shows the tag and assignee of a shared address, and asks for them', async () => {
    const api = stubDeals();
    renderApp('/app/deals?assignedTo=none&tag=Vip');
    await screen.findByText('ERP rollout');

    expect(listQueries(api)).toEqual(['tag=vip&assignedTo=none']);
    expect(tagInput().value).toBe('vip');
    expect(screen.getByRole('combobox', { name: 'Assigned to' }).textContent).toBe('Unassigned');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('shows a deal’s tags as chips under its title, three and then "+N"', async () => {
    stubDeals();
    renderApp('/app/deals');
    await screen.findByText('ERP rollout');
    const row = screen.getByText('ERP rollout').closest('tr') as HTMLElement;
    const tags = within(row).getByLabelText('Tags');
    expect(within(tags).getByText('VIP')).toBeTruthy();
    expect(within(tags).getByText('Q3')).toBeTruthy();
    expect(within(tags).queryByText('Export')).toBeNull();
    expect(within(tags).getByText('+1')).toBeTruthy();
  });
});
