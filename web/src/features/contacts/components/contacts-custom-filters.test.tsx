import type { SavedView } from '@salesflow/shared/views/view.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  json,
  makeContact,
  type StubRoutes,
  signedIn,
  stubFetch,
} from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { ORGANIZATION_FIELDS } from '../testing/custom-field-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
beforeEach(() => localStorage.clear());

const stubList = (routes: StubRoutes = {}) =>
  stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/contacts': () => json(200, { items: [makeContact()], nextCursor: null, total: 1 }),
    'GET /api/custom-fields': () => json(200, ORGANIZATION_FIELDS),
    ...routes,
  });

const listQueries = (api: ReturnType<typeof stubFetch>) =>
  api.find('GET', '/api/contacts').map((request) => {
    const query = new URLSearchParams(request.url.search);
    query.delete('limit');
    return query.toString();
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

describe('Contacts list: filters by custom fields', () => {
  it('reads no custom fields until More filters is opened', async () => {
    const api = stubList();
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');
    expect(api.find('GET', '/api/custom-fields')).toHaveLength(0);

    await chooseField(user, 'Region');
    expect(api.find('GET', '/api/custom-fields')).toHaveLength(1);
  });

  it('filters by a choice into the address and the request, shown as a removable chip', async () => {
    const api = stubList();
    const { user, router } = renderApp('/app/contacts?status=hot');
    await screen.findByText('Aarav Mehta');

    const popover = await chooseField(user, 'Region');
    await pickOption(user, popover, 'Region', 'North');
    await user.click(popover.getByRole('button', { name: 'Apply filter' }));

    expect(router.state.location.search).toBe('?status=hot&cf.region=North');
    await waitFor(() => expect(listQueries(api)).toContain('status=hot&cf.region=North'));
    const region = await screen.findByRole('button', { name: 'Region: North' });

    // The chip's remove icon takes that filter away, leaving the others.
    const remove = region.querySelector('[data-testid="CancelIcon"]');
    await user.click(remove as Element);
    expect(router.state.location.search).toBe('?status=hot');
    expect(screen.queryByRole('button', { name: 'Region: North' })).toBeNull();
  });

  it('enters a value as each type asks, refusing what the API would', async () => {
    const api = stubList();
    const { user, router } = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');

    let popover = await chooseField(user, 'VIP');
    await pickOption(user, popover, 'VIP', 'No');
    await user.click(popover.getByRole('button', { name: 'Apply filter' }));
    expect(router.state.location.search).toBe('?cf.vip=false');
    expect(await screen.findByRole('button', { name: 'VIP: No' })).toBeTruthy();

    popover = await chooseField(user, 'Seats');
    await user.click(popover.getByRole('button', { name: 'Apply filter' }));
    expect(popover.getByText('Enter a value')).toBeTruthy();
    await user.type(popover.getByLabelText('Seats'), '12000.50');
    await user.click(popover.getByRole('button', { name: 'Apply filter' }));
    expect(router.state.location.search).toBe('?cf.seats=12000.5&cf.vip=false');
    expect(await screen.findByRole('button', { name: 'Seats: 12,000.5' })).toBeTruthy();

    popover = await chooseField(user, 'Renewal date');
    await user.type(popover.getByLabelText('Renewal date'), '2026-03-05');
    await user.click(popover.getByRole('button', { name: 'Apply filter' }));
    expect(await screen.findByRole('button', { name: 'Renewal date: Mar 5, 2026' })).toBeTruthy();

    popover = await chooseField(user, 'GST number');
    await user.type(popover.getByLabelText('GST number'), '  27AAAPL1234C1Z5 {Enter}');
    expect(router.state.location.search).toBe(
      '?cf.gst=27AAAPL1234C1Z5&cf.renewal=2026-03-05&cf.seats=12000.5&cf.vip=false',
    );
    await waitFor(() =>
      expect(listQueries(api)).toContain(
        'cf.gst=27AAAPL1234C1Z5&cf.renewal=2026-03-05&cf.seats=12000.5&cf.vip=false',
      ),
    );

    // Clear filters takes them all away.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('takes at most five, while a field filtered already can still be changed', async () => {
    stubList();
    const { user, router } = renderApp(
      '/app/contacts?cf.region=North&cf.vip=true&cf.seats=3&cf.gst=X&cf.renewal=2026-03-05',
    );
    await screen.findByText('Aarav Mehta');

    const popover = await chooseField(user, 'Industry');
    expect(
      popover.getByText('At most 5 custom field filters: remove one to add another.'),
    ).toBeTruthy();
    expect(popover.getByRole('button', { name: 'Apply filter' }).hasAttribute('disabled')).toBe(
      true,
    );

    await user.click(popover.getByRole('combobox', { name: 'Field' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Region' }),
    );
    expect(popover.getByRole('combobox', { name: 'Region' }).textContent).toBe('North');
    await pickOption(user, popover, 'Region', 'South');
    await user.click(popover.getByRole('button', { name: 'Apply filter' }));
    expect(router.state.location.search).toContain('cf.region=South');
  });

  it('sends only the filters of fields that still exist, with values they still take', async () => {
    const api = stubList();
    renderApp('/app/contacts?cf.gone=x&cf.region=East&cf.vip=true');
    await screen.findByText('Aarav Mehta');

    // The list waited for the fields: it never asked with a filter the API would refuse.
    expect(listQueries(api)).toEqual(['cf.vip=true']);
    expect(chip('VIP: Yes')).toBeTruthy();
    expect(chip('gone: x (not applied)')).toBeTruthy();
    expect(chip('Region: East (not applied)')).toBeTruthy();
  });

  it('opens a saved view’s custom filters, and saves them with a view', async () => {
    const view: SavedView = {
      id: 'v-7',
      entity: 'contacts',
      name: 'North VIPs',
      filters: { status: 'hot', 'cf.region': 'North', 'cf.vip': 'true' },
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
    const { user, router } = renderApp('/app/contacts');
    await screen.findByText('Aarav Mehta');

    await user.click(screen.getByRole('button', { name: /^View/ }));
    const menu = within(await screen.findByRole('menu'));
    await user.click(await menu.findByRole('menuitem', { name: 'North VIPs' }));
    expect(router.state.location.search).toBe('?status=hot&cf.region=North&cf.vip=true&view=v-7');
    await waitFor(() =>
      expect(listQueries(api)).toContain('status=hot&cf.region=North&cf.vip=true'),
    );
    expect(await screen.findByRole('button', { name: 'Region: North' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /^View/ }));
    const again = within(await screen.findByRole('menu'));
    await user.click(again.getByRole('menuitem', { name: 'Save view…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save view' }));
    await user.type(dialog.getByLabelText(/^Name/), 'North VIPs, again');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.find('POST', '/api/views')).toHaveLength(1));
    expect(api.find('POST', '/api/views')[0]?.body).toMatchObject({
      filters: { status: 'hot', 'cf.region': 'North', 'cf.vip': 'true' },
    });
  });

  it('sends a custom field filter with "Select all matching", as the list sends it', async () => {
    const page = Array.from({ length: 50 }, (_, i) =>
      makeContact({ id: `c-${i}`, name: `Lead ${i}`, email: `lead${i}@acme.example` }),
    );
    const api = stubList({
      'GET /api/contacts': () => json(200, { items: page, nextCursor: 'p2', total: 1234 }),
      'POST /api/contacts/bulk': () =>
        json(400, { error: { code: 'VALIDATION_ERROR', message: 'stop here', requestId: 'r' } }),
    });
    const { user } = renderApp('/app/contacts?cf.vip=true');
    await screen.findByText('Lead 49');
    await user.click(screen.getByRole('checkbox', { name: 'Select all contacts on this page' }));
    const bar = within(screen.getByRole('toolbar', { name: 'Selected contacts' }));
    await user.click(bar.getByRole('button', { name: 'Select all matching' }));
    await user.click(bar.getByRole('button', { name: 'Set status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Warm' }));
    await waitFor(() => expect(api.find('POST', '/api/contacts/bulk')).toHaveLength(1));
    expect(api.find('POST', '/api/contacts/bulk')[0]?.body).toEqual({
      action: 'status',
      value: 'warm',
      filter: { 'cf.vip': 'true' },
    });
  });
});
