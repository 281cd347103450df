import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';
import { dealPage, makeDeal, makeSummary } from '../testing/deal-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const erp = makeDeal();
const bare = makeDeal({
  id: '01JDEAL0000000000000000000',
  title: 'Pilot licence',
  description: null,
  contactId: null,
  contactName: null,
  contactCompany: null,
  value: '999.99',
  stage: 'won',
  probability: 100,
  expectedCloseDate: null,
});
const summary = makeSummary({
  prospecting: { count: 1, value: 125000.5 },
  won: { count: 1, value: 999.99 },
});

const routes = (deals = [erp, bare]) => ({
  'GET /api/auth/user': signedIn,
  'GET /api/deals/summary': () => json(200, summary),
  'GET /api/deals': () => dealPage(deals),
});

const rows = () =>
  within(screen.getByRole('table', { name: 'Deals' }))
    .getAllByRole('row')
    .slice(1);

describe('Deals screen', () => {
  it('shows the count, the summary cards and each deal with its fallbacks', async () => {
    const api = stubFetch(routes());
    renderApp('/app/deals');

    expect(await screen.findByRole('heading', { name: 'Deals' })).toBeTruthy();
    expect(await screen.findByText('2 deals')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Pipeline Value' })).getByText('$125,001'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Won Deals' })).getByText('$1,000'),
    ).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Active Deals' })).getByText('1')).toBeTruthy();

    await screen.findByText('ERP rollout');
    const [first, second] = rows().map((row) => within(row));
    expect(first?.getByText('Rollout across three plants')).toBeTruthy();
    expect(first?.getByText('Aarav Mehta')).toBeTruthy();
    expect(first?.getByText('Acme Traders')).toBeTruthy();
    expect(first?.getByText('$125,001')).toBeTruthy();
    expect(first?.getByText('Prospecting')).toBeTruthy();
    expect(first?.getByRole('progressbar', { name: 'Probability 60%' })).toBeTruthy();
    expect(first?.getByText('60%')).toBeTruthy();
    expect(first?.getByText('Mar 05, 2025')).toBeTruthy();
    expect(first?.getByRole('button', { name: 'Edit ERP rollout' })).toBeTruthy();
    expect(second?.getByText('No description')).toBeTruthy();
    expect(second?.getByText('Unknown Contact')).toBeTruthy();
    expect(second?.getByText('Unknown Company')).toBeTruthy();
    expect(second?.getByText('$1,000')).toBeTruthy();
    expect(second?.getByText('Won')).toBeTruthy();
    expect(second?.getByText('-')).toBeTruthy();

    const [request] = api.find('GET', '/api/deals');
    expect(request?.url.searchParams.get('limit')).toBe('50');
    expect(request?.url.searchParams.has('stage')).toBe(false);
  });

  it('searches on the server, filters by stage and says when nothing matches', async () => {
    const api = stubFetch({
      ...routes(),
      'GET /api/deals': ({ url }) =>
        url.searchParams.get('search') || url.searchParams.get('stage')
          ? dealPage([])
          : dealPage([erp]),
    });
    const { user } = renderApp('/app/deals');
    await screen.findByText('ERP rollout');

    await user.type(screen.getByPlaceholderText('Search deals...'), 'acme');
    expect(await screen.findByText('No deals found matching your criteria')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Prospecting', 'Qualification', 'Proposal', 'Closing', 'Won', 'Lost']);
    await user.click(screen.getByRole('option', { name: 'Closing' }));
    await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(
        api
          .find('GET', '/api/deals')
          .map((r) => [r.url.searchParams.get('search'), r.url.searchParams.get('stage')]),
      ).toEqual([
        [null, null],
        ['acme', null],
        ['acme', 'closing'],
      ]),
    );
    expect(screen.getByText('No deals found matching your criteria')).toBeTruthy();
  });

  it('keeps the stages in the address, so a reload shows the same deals', async () => {
    const api = stubFetch(routes());
    const { user, router } = renderApp('/app/deals');
    await screen.findByText('ERP rollout');

    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Won' }));

    expect(router.state.location.search).toBe('?stage=won');
    await waitFor(() =>
      expect(api.find('GET', '/api/deals').at(-1)?.url.searchParams.get('stage')).toBe('won'),
    );

    // None chosen is every stage.
    await user.click(screen.getByRole('option', { name: 'Won' }));
    expect(router.state.location.search).toBe('');
  });

  it('reads the stage filter back from the address', async () => {
    const api = stubFetch(routes());
    renderApp('/app/deals?stage=proposal');

    await waitFor(() => expect(api.find('GET', '/api/deals')).toHaveLength(1));
    expect(api.find('GET', '/api/deals')[0]?.url.searchParams.get('stage')).toBe('proposal');
    expect(screen.getByRole('combobox', { name: 'Stage' }).textContent).toBe('Proposal');
  });

  it('shows all stages for a stage the address names that does not exist', async () => {
    const api = stubFetch(routes());
    renderApp('/app/deals?stage=negotiation');

    await screen.findByText('ERP rollout');
    expect(api.find('GET', '/api/deals')[0]?.url.searchParams.has('stage')).toBe(false);
    // None chosen: the box shows no stage.
    expect(screen.getByRole('combobox', { name: 'Stage' }).textContent).not.toMatch(/\w/);
  });

  it('keeps the stage filter when switching between table and pipeline', async () => {
    stubFetch(routes());
    const { user, router } = renderApp('/app/deals?stage=won');

    await user.click(await screen.findByRole('tab', { name: 'Pipeline' }));
    expect(new URLSearchParams(router.state.location.search).get('stage')).toBe('won');

    await user.click(screen.getByRole('tab', { name: 'Table' }));
    expect(router.state.location.search).toBe('?stage=won');
    expect(screen.getByRole('combobox', { name: 'Stage' }).textContent).toBe('Won');
  });

  it('invites the first deal when there are none', async () => {
    stubFetch({ ...routes([]), 'GET /api/deals/summary': () => json(200, makeSummary()) });
    renderApp('/app/deals');

    expect(await screen.findByText('No deals yet')).toBeTruthy();
    expect(screen.getByText('Create your first deal to get started')).toBeTruthy();
    expect(screen.getByText('0 deals')).toBeTruthy();
  });

  it('loads more deals on request', async () => {
    const many = Array.from({ length: 50 }, (_, i) =>
      makeDeal({ id: `d${100 - i}`, title: `Deal ${i}` }),
    );
    stubFetch({
      ...routes(),
      'GET /api/deals/summary': () => json(200, makeSummary({ proposal: { count: 51, value: 1 } })),
      'GET /api/deals': ({ url }) =>
        url.searchParams.get('cursor') === 'p2' ? dealPage([bare]) : dealPage(many, 'p2'),
    });
    const { user } = renderApp('/app/deals');

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Pilot licence')).toBeTruthy();
    expect(screen.getByText('Showing 51 of 51')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks for confirmation before deleting, then deletes and refreshes', async () => {
    let deleted = false;
    const api = stubFetch({
      ...routes(),
      'GET /api/deals': () => dealPage(deleted ? [bare] : [erp, bare]),
      [`DELETE /api/deals/${erp.id}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/app/deals');

    await user.click(await screen.findByRole('button', { name: 'Delete ERP rollout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete ERP rollout?' });
    expect(within(dialog).getByText(/Are you sure you want to delete this deal\?/)).toBeTruthy();
    expect(api.find('DELETE', `/api/deals/${erp.id}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deal Deleted')).toBeTruthy();
    expect(screen.getByText('Deal has been deleted successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('ERP rollout')).toBeNull());
    // The summary's counters follow from the server's stream: read again once they have.
    await waitFor(() => expect(api.find('GET', '/api/deals/summary').length).toBeGreaterThan(1), {
      timeout: 5_000,
    });
  });

  it('keeps the deal when deleting fails', async () => {
    stubFetch({
      ...routes(),
      [`DELETE /api/deals/${erp.id}`]: () => new Response(null, { status: 503 }),
    });
    const { user } = renderApp('/app/deals');

    await user.click(await screen.findByRole('button', { name: 'Delete ERP rollout' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Failed to delete deal.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('opens the edit dialog with the deal filled in', async () => {
    stubFetch(routes());
    const { user } = renderApp('/app/deals');

    await user.click(await screen.findByRole('button', { name: 'Edit ERP rollout' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Deal' });
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('ERP rollout');
    expect((within(dialog).getByLabelText('Contact') as HTMLInputElement).value).toBe(
      'Aarav Mehta - Acme Traders',
    );
    expect(within(dialog).getByRole('button', { name: 'Update Deal' })).toBeTruthy();
  });

  it('shows the pipeline board in its tab', async () => {
    stubFetch({ ...routes(), 'GET /api/deals': () => dealPage([]) });
    const { user, router } = renderApp('/app/deals');

    await user.click(await screen.findByRole('tab', { name: 'Pipeline' }));

    expect(await screen.findByRole('heading', { name: 'Sales Pipeline' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Prospecting' })).toBeTruthy();
    expect(router.state.location.search).toBe('?view=pipeline');
  });

  it('shows cards below 768 px', async () => {
    setViewportWidth(390);
    stubFetch(routes());
    renderApp('/app/deals');

    const list = await screen.findByRole('list', { name: 'Deals' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getByText('Unknown Company')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Deal' }).textContent).toBe('Add');
  });

  it('says so when the deals cannot be loaded', async () => {
    stubFetch({ ...routes(), 'GET /api/deals': () => apiError(500, 'INTERNAL', 'Boom') });
    renderApp('/app/deals');

    expect(await screen.findByText('Failed to load deals.')).toBeTruthy();
  });
});
