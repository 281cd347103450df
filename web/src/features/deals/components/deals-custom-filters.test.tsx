import type { SavedView } from '@salesflow/shared/views/view.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, type StubRoutes, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { ORGANIZATION_FIELDS } from '../testing/deal-custom-field-fixtures';
import { dealPage, makeDeal, makeSummary } from '../testing/deal-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
beforeEach(() => localStorage.clear());

const stubList = (routes: StubRoutes = {}) =>
  stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/deals/summary': () => json(200, makeSummary({ prospecting: { count: 1, value: 1 } })),
    'GET /api/deals': () => dealPage([makeDeal()]),
    'GET /api/custom-fields': () => json(200, ORGANIZATION_FIELDS),
    ...routes,
  });

/** The table's requests, without the page size, as the address would spell them. */
const listQueries = (api: ReturnType<typeof stubFetch>) =>
  api.find('GET', '/api/deals').map((request) => {
    const query = new URLSearchParams(request.url.search);
    query.delete('limit');
    return decodeURIComponent(query.toString());
  });

type User = ReturnType<typeof renderApp>['user'];

/** Opens More filters and picks `label` as the field; the popover, to enter the value in. */
const chooseField = async (user: User, label: string) => {
  await user.click(screen.getByRole('button', { name: 'More filters' }));
  const popover = within(await screen.findByRole('dialog', { name: 'Filter by a custom field' }));
  await user.click(await popover.findByRole('combobox', { name: 'Field' }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: label }));
  return popover;
};

const pickOption = async (
  user: User,
  popover: ReturnType<typeof within>,
  label: string,
  option: string,
) => {
  await user.click(popover.getByRole('combobox', { name: label }));
  await user.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: option }),
  );
};

const chip = (name: string) => screen.getByRole('button', { name });

describe('Deals table: filters by deal custom fields', () => {
  it('reads no custom fields until More filters is opened, and offers only the deal fields', async () => {
    const api = stubList();
    const { user } = renderApp('/app/deals');
    await screen.findByText('ERP rollout');
    expect(api.find('GET', '/api/custom-fields')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'More filters' }));
    const popover = within(await screen.findByRole('dialog', { name: 'Filter by a custom field' }));
    await user.click(await popover.findByRole('combobox', { name: 'Field' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Channel',
      'Renewal date',
      'Priority',
      'Seats',
      'PO number',
    ]);
    expect(api.find('GET', '/api/custom-fields')).toHaveLength(1);
  });

  it('says so when deals have no custom fields', async () => {
    stubList({ 'GET /api/custom-fields': () => json(200, []) });
    const { user } = renderApp('/app/deals');
    await screen.findByText('ERP rollout');
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    expect(await screen.findByText(/^Deals have no custom fields yet/)).toBeTruthy();
  });

  it('filters into the address and the request, as removable chips, cleared by Clear filters', async () => {
    const api = stubList();
    const { user, router } = renderApp('/app/deals?stage=proposal');
    await screen.findByText('ERP rollout');

    let popover = await chooseField(user, 'Channel');
    await pickOption(user, popover, 'Channel', 'Partner');
    await user.click(popover.getByRole('button', { name: 'Apply filter' }));
    expect(router.state.location.search).toBe('?stage=proposal&cf.channel=Partner');
    await waitFor(() => expect(listQueries(api)).toContain('stage=proposal&cf.channel=Partner'));
    expect(await screen.findByRole('button', { name: 'Channel: Partner' })).toBeTruthy();

    popover = await chooseField(user, 'Seats');
    await user.click(popover.getByRole('button', { name: 'Apply filter' }));
    expect(popover.getByText('Enter a value')).toBeTruthy();
    await user.type(popover.getByLabelText('Seats'), '12000.50');
    await user.click(popover.getByRole('button', { name: 'Apply filter' }));
    expect(await screen.findByRole('button', { name: 'Seats: 12,000.5' })).toBeTruthy();

    popover = await chooseField(user, 'Priority');
    await pickOption(user, popover, 'Priority', 'Yes');
    await user.click(popover.getByRole('button', { name: 'Apply filter' }));
    expect(await screen.findByRole('button', { name: 'Priority: Yes' })).toBeTruthy();
    expect(router.state.location.search).toBe(
      '?stage=proposal&cf.channel=Partner&cf.priority=true&cf.seats=12000.5',
    );
    await waitFor(() =>
      expect(listQueries(api)).toContain(
        'stage=proposal&cf.channel=Partner&cf.priority=true&cf.seats=12000.5',
      ),
    );

    // The chip's remove icon takes that filter away, leaving the others.
    const remove = chip('Channel: Partner').querySelector('[data-testid="CancelIcon"]');
    await user.click(remove as Element);
    expect(router.state.location.search).toBe('?stage=proposal&cf.priority=true&cf.seats=12000.5');
    expect(screen.queryByRole('button', { name: 'Channel: Partner' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(listQueries(api).at(-1)).toBe(''));
  });

  it('sends only the filters of fields that still exist, with values they still take', async () => {
    const api = stubList();
    renderApp('/app/deals?cf.gone=x&cf.channel=Reseller&cf.priority=true');
    await screen.findByText('ERP rollout');

    // The list waited for the fields: it never asked with a filter the API would refuse.
    expect(listQueries(api)).toEqual(['cf.priority=true']);
    expect(chip('Priority: Yes')).toBeTruthy();
    expect(chip('gone: x (not applied)')).toBeTruthy();
    expect(chip('Channel: Reseller (not applied)')).toBeTruthy();
  });

  it('opens a saved view’s custom filters, and saves them with a view', async () => {
    const view: SavedView = {
      id: 'v-7',
      entity: 'deals',
      name: 'Partner renewals',
      filters: { stage: 'closing', 'cf.channel': 'Partner', 'cf.renewal': '2027-03-05' },
      sort: null,
      columns: [],
      shared: false,
      createdBy: 'user-1',
      createdAt: '2026-11-20T00:00:00.000Z',
      updatedAt: '2026-11-20T00:00:00.000Z',
    };
    const api = stubList({
      'GET /api/organizations': () => json(200, []),
      'GET /api/views': () => json(200, { items: [view] }),
      'POST /api/views': ({ body }) => json(201, { ...view, ...(body as object), id: 'v-8' }),
    });
    const { user, router } = renderApp('/app/deals');
    await screen.findByText('ERP rollout');

    await user.click(screen.getByRole('button', { name: /^View/ }));
    const menu = within(await screen.findByRole('menu'));
    await user.click(await menu.findByRole('menuitem', { name: 'Partner renewals' }));
    expect(router.state.location.search).toBe(
      '?stage=closing&cf.channel=Partner&cf.renewal=2027-03-05&savedView=v-7',
    );
    await waitFor(() =>
      expect(listQueries(api)).toContain('stage=closing&cf.channel=Partner&cf.renewal=2027-03-05'),
    );
    expect(await screen.findByRole('button', { name: 'Renewal date: Mar 5, 2027' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /^View/ }));
    const again = within(await screen.findByRole('menu'));
    await user.click(again.getByRole('menuitem', { name: 'Save view…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save view' }));
    await user.type(dialog.getByLabelText(/^Name/), 'Partner renewals, again');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.find('POST', '/api/views')).toHaveLength(1));
    expect(api.find('POST', '/api/views')[0]?.body).toMatchObject({
      filters: { stage: 'closing', 'cf.channel': 'Partner', 'cf.renewal': '2027-03-05' },
    });
  });
});
