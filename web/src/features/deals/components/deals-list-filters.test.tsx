import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { dealPage, makeDeal, makeSummary } from '../testing/deal-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const erp = makeDeal();
const pilot = makeDeal({ id: '01JDEAL0000000000000000002', title: 'Pilot', stage: 'closing' });

const stubDeals = () =>
  stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/deals/summary': () => json(200, makeSummary({ prospecting: { count: 2, value: 1 } })),
    'GET /api/deals': ({ url }) =>
      url.searchParams.get('stage') === 'closing' ? dealPage([pilot]) : dealPage([erp, pilot]),
  });

/** The table's requests, without the page size, as the address would spell them. */
const listQueries = (api: ReturnType<typeof stubFetch>) =>
  api.find('GET', '/api/deals').map((request) => {
    const query = new URLSearchParams(request.url.search);
    query.delete('limit');
    return decodeURIComponent(query.toString());
  });

const header = (name: string) => screen.getByRole('columnheader', { name });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Deals table: sort and filters in the address', () => {
  it('sorts by a column header, turning its direction, in the address and the request', async () => {
    const api = stubDeals();
    const { user, router } = renderApp('/app/deals');
    await screen.findByText('ERP rollout');
    // Newest first by default, without saying so.
    expect(listQueries(api)).toEqual(['']);
    expect(header('Value').getAttribute('aria-sort')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Value' }));
    expect(router.state.location.search).toBe('?sort=-value');
    await waitFor(() => expect(listQueries(api).at(-1)).toBe('sort=-value'));
    expect(header('Value').getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Value' }));
    expect(router.state.location.search).toBe('?sort=value');
    await waitFor(() => expect(header('Value').getAttribute('aria-sort')).toBe('ascending'));

    await user.click(screen.getByRole('button', { name: 'Probability' }));
    expect(router.state.location.search).toBe('?sort=-probability');
    await user.click(screen.getByRole('button', { name: 'Close Date' }));
    expect(router.state.location.search).toBe('?sort=expectedCloseDate');
    await waitFor(() => expect(listQueries(api).at(-1)).toBe('sort=expectedCloseDate'));
    expect(header('Close Date').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Value').getAttribute('aria-sort')).toBeNull();
    // The other headers keep their texts and do not sort.
    expect(header('Stage').querySelector('button')).toBeNull();

    // Each sort is a history entry: Back steps through them.
    await router.navigate(-1);
    await waitFor(() => expect(header('Probability').getAttribute('aria-sort')).toBe('descending'));
  });

  it('asks the server for the stages, value and close-date ranges the filter bar sets', async () => {
    const api = stubDeals();
    const { user, router } = renderApp('/app/deals?sort=-value');
    await screen.findByText('ERP rollout');
    const filters = within(screen.getByRole('group', { name: 'Filters' }));
    expect(filters.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    await user.click(filters.getByRole('combobox', { name: 'Stage' }));
    const stages = within(await screen.findByRole('listbox'));
    await user.click(stages.getByRole('option', { name: 'Closing' }));
    await user.click(stages.getByRole('option', { name: 'Proposal' }));
    await user.keyboard('{Escape}');
    expect(filters.getByRole('combobox', { name: 'Stage' }).textContent).toBe('Proposal, Closing');

    await user.type(input('Value from'), '1000{Enter}');
    await user.type(input('Value to'), '2500.5');
    await user.tab();
    await user.type(input('Close from'), '2027-01-01');
    await user.type(input('Close to'), '2027-03-31');

    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      new URLSearchParams(
        'stage=proposal,closing&minValue=1000&maxValue=2500.50&closeFrom=2027-01-01&closeTo=2027-03-31&sort=-value',
      ).toString(),
    );
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toBe(
        'stage=proposal,closing&minValue=1000&maxValue=2500.50&closeFrom=2027-01-01&closeTo=2027-03-31&sort=-value',
      ),
    );
    expect(input('Value to').value).toBe('2500.50');
    expect(screen.queryByText(/Showing 2 of/)).toBeNull();

    await user.click(filters.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?sort=-value');
    expect(input('Value from').value).toBe('');
    expect(input('Close to').value).toBe('');
    expect(filters.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows the schema’s message for a minimum above the maximum and sends nothing', async () => {
    const api = stubDeals();
    const { user, router } = renderApp('/app/deals');
    await screen.findByText('ERP rollout');

    await user.type(input('Value to'), '500{Enter}');
    expect(router.state.location.search).toBe('?maxValue=500');
    await waitFor(() => expect(listQueries(api)).toEqual(['', 'maxValue=500']));

    await user.type(input('Value from'), '1000{Enter}');
    expect(await screen.findByText('Minimum value must not be above the maximum')).toBeTruthy();
    expect(input('Value from').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toBe('?maxValue=500');

    // Put right, the message goes; a reversed range of days is refused the same way.
    await user.clear(input('Value from'));
    await user.tab();
    expect(screen.queryByText('Minimum value must not be above the maximum')).toBeNull();
    await user.type(input('Close to'), '2027-01-01');
    expect(router.state.location.search).toBe('?maxValue=500&closeTo=2027-01-01');
    await user.type(input('Close from'), '2027-02-01');
    expect(await screen.findByText('Close from must not be after close to')).toBeTruthy();

    // An amount the server would refuse gets its message too.
    await user.clear(input('Value to'));
    await user.type(input('Value to'), '12.345{Enter}');
    expect(
      await screen.findByText(
        'Maximum value must be an amount from 0 to 99,999,999.99 with at most 2 decimals',
      ),
    ).toBeTruthy();

    expect(router.state.location.search).toBe('?maxValue=500&closeTo=2027-01-01');
    await waitFor(() => expect(listQueries(api).at(-1)).toBe('maxValue=500&closeTo=2027-01-01'));
    // Nothing refused was ever asked for.
    expect(listQueries(api)).toEqual(['', 'maxValue=500', 'maxValue=500&closeTo=2027-01-01']);
  });

  it('shows the filters and sort of a shared or reloaded address, and asks for them', async () => {
    const api = stubDeals();
    renderApp(
      '/app/deals?sort=-value&stage=proposal,closing&minValue=1000&maxValue=90000&closeFrom=2027-01-01&closeTo=2027-12-31',
    );
    await screen.findByText('ERP rollout');

    expect(listQueries(api)).toEqual([
      'stage=proposal,closing&minValue=1000&maxValue=90000&closeFrom=2027-01-01&closeTo=2027-12-31&sort=-value',
    ]);
    expect(screen.getByRole('combobox', { name: 'Stage' }).textContent).toBe('Proposal, Closing');
    expect(input('Value from').value).toBe('1000');
    expect(input('Value to').value).toBe('90000');
    expect(input('Close from').value).toBe('2027-01-01');
    expect(input('Close to').value).toBe('2027-12-31');
    expect(header('Value').getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('keeps the pipeline working beside the filters: each column asks for its stage alone', async () => {
    const api = stubDeals();
    const { user, router } = renderApp('/app/deals?view=pipeline&stage=closing&minValue=1000');

    expect(await screen.findByRole('heading', { name: 'Sales Pipeline' })).toBeTruthy();
    const closing = await screen.findByRole('region', { name: 'Closing' });
    expect(await within(closing).findByText('Pilot')).toBeTruthy();
    const columns = listQueries(api).filter((query) => !query.includes('minValue'));
    expect(columns.sort()).toEqual(
      ['closing', 'proposal', 'prospecting', 'qualification'].map((stage) => `stage=${stage}`),
    );

    await user.click(screen.getByRole('tab', { name: 'Table' }));
    expect(router.state.location.search).toBe('?stage=closing&minValue=1000');
    expect(listQueries(api)).toContain('stage=closing&minValue=1000');
  });

  it('keeps the deals past due with the filters and sort, and the chip dismisses only it', async () => {
    const api = stubDeals();
    const { user, router } = renderApp('/app/deals?due=past&stage=proposal&sort=-probability');
    await screen.findByText('Past close date');

    await waitFor(() =>
      expect(listQueries(api)).toEqual(['stage=proposal&sort=-probability&due=past']),
    );
    await user.click(screen.getByRole('img', { name: 'Show all deals' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?stage=proposal&sort=-probability'),
    );
    await waitFor(() => expect(listQueries(api).at(-1)).toBe('stage=proposal&sort=-probability'));
  });
});
