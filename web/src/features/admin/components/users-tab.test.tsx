import type { AdminAccount } from '@salesflow/shared/admin/admin.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { makeAccount, suspendedAccount, trialAccount } from '../testing/admin-fixtures';
import { adminRoutes, queryOf } from '../testing/admin-stubs';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The accounts as listed, with activity and trial ends relative to now. */
const listed = (): AdminAccount[] => [
  makeAccount({ lastActiveAt: new Date(Date.now() - 3 * HOUR_MS).toISOString() }),
  { ...trialAccount, trialEndsAt: new Date(Date.now() + 4.5 * DAY_MS).toISOString() },
  { ...suspendedAccount, lastActiveAt: new Date(Date.now() - 2 * DAY_MS).toISOString() },
];

const accountsRoute = () => json(200, { items: listed(), nextCursor: null });

const table = () => screen.getByRole('table', { name: 'Accounts' });
const rowOf = (text: string) => {
  const cell = within(table()).getByText(text);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return within(row);
};
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('Admin dashboard, Users tab', () => {
  it('lists the accounts: user, plan, status, usage, revenue, last active and actions', async () => {
    const api = stubFetch(adminRoutes({ 'GET /api/admin/accounts': accountsRoute }));
    renderApp('/app/admin?tab=users');

    await screen.findByText('Aarav Mehta');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['User', 'Plan', 'Status', 'Usage', 'Revenue', 'Last Active', 'Actions']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      [
        'Aarav Mehtaaarav@acme.exampleAcme Traders',
        'Professional',
        'Active',
        '1,240 contacts · 37 AI calls',
        '$297',
        '3 hours ago',
        'EditSuspend',
      ],
      [
        'Mei Ling Tanmei@bright.exampleBright Leads',
        'Trial',
        'Trial',
        '1 contact · 0 AI calls',
        '$0',
        'Never',
        'EditSuspend',
      ],
      [
        'imran@coastal.exampleCoastal Realty',
        'Basic',
        'Suspended',
        '80 contacts · 2 AI calls',
        '$49',
        '2 days ago',
        'EditReactivate',
      ],
    ]);
    const tones = rows.map((row) => row.querySelector('[data-tone]')?.getAttribute('data-tone'));
    expect(tones).toEqual(['success', 'info', 'error']);
    expect(queryOf(api.find('GET', '/api/admin/accounts')[0])).toEqual({ limit: '25' });
  });

  it('asks the server for the search (once typing stops) and the plan and status chosen', async () => {
    const api = stubFetch(adminRoutes({ 'GET /api/admin/accounts': accountsRoute }));
    const { user } = renderApp('/app/admin?tab=users');
    await screen.findByText('Aarav Mehta');

    await user.type(screen.getByRole('searchbox', { name: 'Search by email or name' }), ' mei ');
    await waitFor(() => expect(api.find('GET', '/api/admin/accounts')).toHaveLength(2));
    expect(queryOf(api.find('GET', '/api/admin/accounts')[1])).toEqual({
      search: 'mei',
      limit: '25',
    });

    const plan = screen.getByRole('combobox', { name: 'Plan' });
    expect(plan.textContent).toBe('All plans');
    await user.click(plan);
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All plans', 'Trial', 'Basic', 'Starter', 'Professional', 'Enterprise']);
    await user.click(screen.getByRole('option', { name: 'Trial' }));

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status.textContent).toBe('All statuses');
    await user.click(status);
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Trial', 'Trial ended', 'Active', 'Suspended', 'Cancelled']);
    await user.click(screen.getByRole('option', { name: 'Trial ended' }));

    await waitFor(() =>
      expect(queryOf(api.find('GET', '/api/admin/accounts').at(-1))).toEqual({
        search: 'mei',
        plan: 'trial',
        status: 'expired',
        limit: '25',
      }),
    );
    // No request for what was typed on the way ("m", "me").
    expect(
      api.find('GET', '/api/admin/accounts').map((r) => r.url.searchParams.get('search')),
    ).not.toContain('me');
  });

  it('loads the next page with Load more', async () => {
    const first = Array.from({ length: 25 }, (_, i) =>
      makeAccount({
        organizationId: `org-p${i}`,
        organizationName: `Company ${i}`,
        email: `owner${i}@example.com`,
        firstName: `Owner${i}`,
        lastName: null,
      }),
    );
    const api = stubFetch(
      adminRoutes({
        'GET /api/admin/accounts': (request) =>
          request.url.searchParams.get('cursor') === 'page-2'
            ? json(200, { items: [suspendedAccount], nextCursor: null })
            : json(200, { items: first, nextCursor: 'page-2' }),
      }),
    );
    const { user } = renderApp('/app/admin?tab=users');

    await screen.findByText('Owner24');
    expect(screen.getByText('Showing 25')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Coastal Realty')).toBeTruthy();
    expect(queryOf(api.find('GET', '/api/admin/accounts')[1])).toEqual({
      limit: '25',
      cursor: 'page-2',
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('Edit: requires a reason, checks trial days, sets the plan and reads everything again', async () => {
    const api = stubFetch(
      adminRoutes({
        'GET /api/admin/accounts': accountsRoute,
        'PUT /api/admin/organizations/org-2/plan': () =>
          json(200, { organizationId: 'org-2', plan: 'trial' }),
      }),
    );
    const { user } = renderApp('/app/admin');
    await screen.findByRole('region', { name: 'Total Users' });
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await screen.findByText('Mei Ling Tan');

    await user.click(rowOf('Mei Ling Tan').getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Plan' }));
    expect(dialog.getByRole('combobox', { name: 'Plan' }).textContent).toBe('Trial');
    const days = dialog.getByRole('spinbutton', { name: 'Trial days' }) as HTMLInputElement;
    // The trial's days left, so that saving keeps its end.
    expect(days.value).toBe('5');

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Say why (for the audit log)')).toBeTruthy();
    await user.clear(days);
    await user.type(days, '120');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Trial days must be a whole number from 1 to 90')).toBeTruthy();
    expect(dialog.getByText('Say why (for the audit log)')).toBeTruthy();
    expect(api.find('PUT', '/api/admin/organizations/org-2/plan')).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '30');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Pilot extended');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Plan updated')).toBeTruthy();
    expect(api.find('PUT', '/api/admin/organizations/org-2/plan').map((r) => r.body)).toEqual([
      { planId: 'trial', trialDays: 30, reason: 'Pilot extended' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.find('GET', '/api/admin/accounts')).toHaveLength(2));

    // The overview seen before is read again when shown.
    expect(api.find('GET', '/api/admin/overview')).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(api.find('GET', '/api/admin/overview')).toHaveLength(2));
  });

  it('Edit: a paid plan goes without trial days; the server’s refusal shows in the dialog', async () => {
    const api = stubFetch(
      adminRoutes({
        'GET /api/admin/accounts': accountsRoute,
        'PUT /api/admin/organizations/org-1/plan': () =>
          apiError(409, 'CONFLICT', 'Acme Traders pays through Razorpay: change it there'),
      }),
    );
    const { user } = renderApp('/app/admin?tab=users');
    await screen.findByText('Aarav Mehta');

    await user.click(rowOf('Aarav Mehta').getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Plan' }));
    expect(dialog.queryByRole('spinbutton', { name: 'Trial days' })).toBeNull();
    await user.click(dialog.getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'Enterprise' }));
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Signed an annual contract');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(
      await dialog.findByText('Acme Traders pays through Razorpay: change it there'),
    ).toBeTruthy();
    expect(api.find('PUT', '/api/admin/organizations/org-1/plan').map((r) => r.body)).toEqual([
      { planId: 'enterprise', reason: 'Signed an annual contract' },
    ]);
    expect(screen.getByRole('dialog', { name: 'Edit Plan' })).toBeTruthy();
    expect(screen.queryByText('Plan updated')).toBeNull();
  });

  it('Suspend: requires a reason, suspends and reads the list again', async () => {
    const api = stubFetch(
      adminRoutes({
        'GET /api/admin/accounts': accountsRoute,
        'PUT /api/admin/accounts/org-1/suspension': () =>
          json(200, makeAccount({ status: 'suspended', suspendedReason: 'Fraud report' })),
      }),
    );
    const { user } = renderApp('/app/admin?tab=users');
    await screen.findByText('Aarav Mehta');

    await user.click(rowOf('Aarav Mehta').getByRole('button', { name: 'Suspend' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Account' }));
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(dialog.getByText('Say why (for the audit log)')).toBeTruthy();
    expect(api.find('PUT', '/api/admin/accounts/org-1/suspension')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), '  Fraud report ');
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('Account suspended')).toBeTruthy();
    expect(api.find('PUT', '/api/admin/accounts/org-1/suspension').map((r) => r.body)).toEqual([
      { suspended: true, reason: 'Fraud report' },
    ]);
    await waitFor(() => expect(api.find('GET', '/api/admin/accounts')).toHaveLength(2));
  });

  it('Reactivate: a suspended account shows why, and is reactivated with a reason', async () => {
    const api = stubFetch(
      adminRoutes({
        'GET /api/admin/accounts': accountsRoute,
        'PUT /api/admin/accounts/org-3/suspension': () =>
          json(200, { ...suspendedAccount, status: 'active', suspendedReason: null }),
      }),
    );
    const { user } = renderApp('/app/admin?tab=users');
    await screen.findByText('Coastal Realty');

    await user.click(rowOf('Coastal Realty').getByRole('button', { name: 'Reactivate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reactivate Account' }));
    expect(dialog.getByText('Suspended because: Chargeback under review')).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Chargeback resolved');
    await user.click(dialog.getByRole('button', { name: 'Reactivate' }));

    expect(await screen.findByText('Account reactivated')).toBeTruthy();
    expect(api.find('PUT', '/api/admin/accounts/org-3/suspension').map((r) => r.body)).toEqual([
      { suspended: false, reason: 'Chargeback resolved' },
    ]);
    await waitFor(() => expect(api.find('GET', '/api/admin/accounts')).toHaveLength(2));
  });
});
