import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../testing/capture-downloads';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { makeAnalytics, makeOverview, makePayments } from '../testing/admin-fixtures';
import { adminRoutes } from '../testing/admin-stubs';

beforeAll(async () => {
  await preloadRoutes();
  // The Analytics tab (with the chart library) is a chunk of its own.
  await import('./analytics-tab');
}, PRELOAD_TIMEOUT_MS);

const region = (name: string) => screen.getByRole('region', { name });
const figure = (name: string) => within(region(name)).getAllByRole('paragraph');
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const barTexts = (panel: HTMLElement) =>
  [...panel.querySelectorAll('[data-bar]')].map((bar) =>
    [...bar.querySelectorAll('p')].map((p) => p.textContent).join(' | '),
  );

describe('Admin dashboard', () => {
  it('shows the Overview: six figures, the plan distribution and recent signups', async () => {
    const api = stubFetch(adminRoutes());
    renderApp('/app/admin');

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeTruthy();
    expect(tabNames()).toEqual(['Overview', 'Users', 'Payments', 'Analytics', 'Audit Log']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Overview');
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeTruthy();

    await screen.findByRole('region', { name: 'Total Users' });
    expect(figure('Total Users').map((p) => p.textContent)).toEqual([
      'Total Users',
      '1,284',
      'in 312 accounts',
    ]);
    expect(within(region('Monthly Recurring Revenue')).getByText('$4,211')).toBeTruthy();
    expect(within(region('Active Subscriptions')).getByText('39')).toBeTruthy();
    expect(within(region('Active Subscriptions')).getByText('12.5% conversion')).toBeTruthy();
    expect(within(region('Churn Rate')).getByText('2.6%')).toBeTruthy();
    expect(within(region('Average Revenue per Account')).getByText('$108')).toBeTruthy();
    expect(within(region('Total Revenue')).getByText('$38,150')).toBeTruthy();

    expect(barTexts(region('Plan Distribution'))).toEqual([
      'Trial | 240 accounts (76.9%)',
      'Basic | 30 accounts (9.6%)',
      'Starter | 22 accounts (7.1%)',
      'Professional | 15 accounts (4.8%)',
      'Enterprise | 5 accounts (1.6%)',
    ]);

    const signups = within(region('Recent Signups')).getAllByRole('listitem');
    expect(signups.map((item) => item.textContent)).toEqual([
      'Mei Ling TanTrial · Joined Nov 20, 2026Trial',
      'Aarav MehtaProfessional · Joined Oct 02, 2026Active',
    ]);
    expect(api.find('GET', '/api/admin/overview')).toHaveLength(1);
    expect(api.find('GET', '/api/admin/accounts')).toHaveLength(0);
  });

  it('shows skeletons while loading, then a retry that loads again after a failure', async () => {
    const answers: Array<(response: Response) => void> = [];
    const api = stubFetch(
      adminRoutes({
        'GET /api/admin/overview': () =>
          new Promise<Response>((resolve) => {
            answers.push(resolve);
          }),
      }),
    );
    const { user } = renderApp('/app/admin');

    expect(await screen.findByLabelText('Loading overview')).toBeTruthy();
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.(apiError(500, 'INTERNAL', 'Something went wrong'));
    expect(
      await screen.findByText('Unable to load the overview. Something went wrong'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(json(200, makeOverview()));
    expect(await screen.findByRole('region', { name: 'Total Users' })).toBeTruthy();
    expect(api.find('GET', '/api/admin/overview')).toHaveLength(2);
  });

  it('keeps the tab in the address, so a reload opens the same tab', async () => {
    stubFetch(adminRoutes());
    const { user, router } = renderApp('/app/admin');

    await user.click(await screen.findByRole('tab', { name: 'Payments' }));
    expect(router.state.location.search).toBe('?tab=payments');
    expect(await screen.findByRole('region', { name: 'Captured' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
  });

  it('shows the Payments tab: five figures and the recent payments', async () => {
    stubFetch(adminRoutes());
    renderApp('/app/admin?tab=payments');

    expect(await screen.findByRole('region', { name: 'Captured' })).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Payments');
    expect(figure('Captured').map((p) => p.textContent)).toEqual([
      'Captured',
      '$42,000',
      '418 payments',
    ]);
    expect(within(region('Refunded')).getByText('$3,850')).toBeTruthy();
    expect(within(region('Net revenue')).getByText('$38,150')).toBeTruthy();
    expect(within(region('Last 30 days')).getByText('$6,123')).toBeTruthy();
    expect(figure('Pending refunds').map((p) => p.textContent)).toEqual([
      'Pending refunds',
      '2',
      '$148 not yet refunded',
    ]);

    const table = screen.getByRole('table', { name: 'Recent Payments' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Date', 'Organization', 'Description', 'Method', 'Amount', 'Status', 'Refunded'],
      [
        'Nov 24, 2026',
        'Acme Traders',
        'Professional plan, monthly',
        'card',
        '$99',
        'Captured',
        '—',
      ],
      ['Nov 10, 2026', 'Coastal Realty', 'Basic plan, monthly', 'upi', '$49', 'Refunded', '$49'],
    ]);
  });

  it('says "No payments yet" when there are none', async () => {
    stubFetch(
      adminRoutes({
        'GET /api/admin/payments': () =>
          json(
            200,
            makePayments({
              capturedCents: 0,
              refundedCents: 0,
              netCents: 0,
              last30DaysCents: 0,
              payments: 0,
              pendingRefunds: 0,
              pendingRefundCents: 0,
              recent: [],
            }),
          ),
      }),
    );
    renderApp('/app/admin?tab=payments');

    expect(await screen.findByText('No payments yet')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Recent Payments' })).toBeNull();
  });

  it('shows the Analytics charts for the range chosen', async () => {
    const api = stubFetch(adminRoutes());
    const { user } = renderApp('/app/admin?tab=analytics');

    expect(await screen.findByRole('figure', { name: 'Signups, by period' })).toBeTruthy();
    for (const title of ['Signups', 'Revenue', 'AI Calls', 'New Subscriptions vs Churned']) {
      expect(within(region(title)).getByRole('figure')).toBeTruthy();
    }
    expect(api.find('GET', '/api/admin/analytics').map((r) => r.url.search)).toEqual([
      '?range=30d',
    ]);

    const range = screen.getByRole('combobox', { name: 'Range' });
    expect(range.textContent).toBe('Last 30 days');
    await user.click(range);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Last 30 days',
      'Last 90 days',
      'Last year',
    ]);
    await user.click(screen.getByRole('option', { name: 'Last year' }));
    await waitFor(() =>
      expect(api.find('GET', '/api/admin/analytics').map((r) => r.url.search)).toEqual([
        '?range=30d',
        '?range=1y',
      ]),
    );
  });

  it('says "No data for this period" for a range without figures', async () => {
    stubFetch(
      adminRoutes({ 'GET /api/admin/analytics': () => json(200, makeAnalytics({ points: [] })) }),
    );
    renderApp('/app/admin?tab=analytics');

    await waitFor(() => expect(screen.getAllByText('No data for this period')).toHaveLength(4));
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows the Audit Log of this month, and another month when chosen', async () => {
    const api = stubFetch(adminRoutes());
    const { user } = renderApp('/app/admin?tab=audit-log');

    const entries = await screen.findByRole('list', { name: 'Audit log entries' });
    const entry = within(entries).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(entry).getByText('Plan set')).toBeTruthy();
    expect(within(entry).getByText('Organization org-2')).toBeTruthy();
    expect(within(entry).getByText('Trial → Trial, ends Dec 09, 2026')).toBeTruthy();
    expect(
      within(entry).getByText('“Asked for a longer trial” · by ops@salesflow.example'),
    ).toBeTruthy();

    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(api.find('GET', '/api/admin/audit-log')[0]?.url.searchParams.get('month')).toBe(
      thisMonth,
    );
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await user.click(options[1] as HTMLElement);
    await waitFor(() => expect(api.find('GET', '/api/admin/audit-log')).toHaveLength(2));
    expect(api.find('GET', '/api/admin/audit-log')[1]?.url.searchParams.get('month')).not.toBe(
      thisMonth,
    );
  });

  it('downloads the export from the server with Export Data', async () => {
    const files = captureDownloads();
    const api = stubFetch(
      adminRoutes({
        'GET /api/admin/accounts/export': () =>
          new Response('email,plan\naarav@acme.example,professional\n', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="salesflow-accounts-2026-11-26.csv"',
            },
          }),
      }),
    );
    const { user } = renderApp('/app/admin');

    await user.click(await screen.findByRole('button', { name: 'Export Data' }));

    await waitFor(() => expect(files).toHaveLength(1));
    const [request] = api.find('GET', '/api/admin/accounts/export');
    expect(request?.credentials).toBe('include');
    expect(files[0]?.name).toBe('salesflow-accounts-2026-11-26.csv');
    expect(await files[0]?.blob.text()).toBe('email,plan\naarav@acme.example,professional\n');
  });

  it('says so in a toast when the export fails', async () => {
    const files = captureDownloads();
    stubFetch(
      adminRoutes({
        'GET /api/admin/accounts/export': () => apiError(500, 'INTERNAL', 'Export unavailable'),
      }),
    );
    const { user } = renderApp('/app/admin');

    await user.click(await screen.findByRole('button', { name: 'Export Data' }));

    expect(await screen.findByText('Export failed')).toBeTruthy();
    expect(screen.getByText('Export unavailable')).toBeTruthy();
    expect(files).toHaveLength(0);
  });
});
