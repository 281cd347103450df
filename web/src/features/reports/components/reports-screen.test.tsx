import type { ReportRange, ReportType } from '@salesflow/shared/reports/report-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../testing/capture-downloads';
import { apiError, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { makeEmptyReport, makeMember, makeReport } from '../testing/report-fixtures';
import { askedFor, reportRoutes } from '../testing/report-stubs';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

/** The report as asked for: the fixture's figures under the type and range requested. */
const asked = (request: { url: URL }) =>
  makeReport({
    type: (request.url.searchParams.get('type') ?? 'overview') as ReportType,
    range: (request.url.searchParams.get('range') ?? '30d') as ReportRange,
  });

const region = (name: string) => screen.getByRole('region', { name });
const bar = (panel: HTMLElement, key: string) => {
  const found = panel.querySelector<HTMLElement>(`[data-bar="${key}"]`);
  if (!found) throw new Error(`no bar ${key}`);
  return found;
};
const barColor = (panel: HTMLElement, key: string) => {
  const fill = bar(panel, key).querySelector<HTMLElement>('[aria-hidden] > div');
  return fill ? getComputedStyle(fill).backgroundColor : null;
};
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Reports page', () => {
  it('shows the Overview: the cards, sources, stages, AI calling and the summary', async () => {
    const api = stubFetch(reportRoutes(asked));
    renderApp('/app/reports');

    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeTruthy();
    const revenue = await screen.findByRole('region', { name: 'Total Revenue' });
    expect(within(revenue).getByText('$21,000')).toBeTruthy();
    expect(within(revenue).getByText('4 won deals')).toBeTruthy();
    expect(within(region('Conversion Rate')).getByText('12.5%')).toBeTruthy();
    expect(within(region('Avg Deal Size')).getByText('$5,250')).toBeTruthy();
    expect(within(region('New Contacts')).getByText('18')).toBeTruthy();
    expect(within(region('New Contacts')).getByText('this month')).toBeTruthy();

    const sources = region('Contacts by Source');
    expect(within(bar(sources, 'cold_call')).getByText('Cold Call')).toBeTruthy();
    expect(within(bar(sources, 'cold_call')).getByText('20 (62.5%)')).toBeTruthy();
    expect(within(bar(sources, 'unknown')).getByText('Unknown')).toBeTruthy();
    expect(within(bar(sources, 'unknown')).getByText('4 (12.5%)')).toBeTruthy();

    const stages = region('Deals by Stage');
    expect(within(bar(stages, 'qualification')).getByText('Qualification')).toBeTruthy();
    expect(within(bar(stages, 'prospecting')).getByText('5 deals · $40,000')).toBeTruthy();
    expect(barColor(stages, 'won')).toBe('rgb(22, 163, 74)');
    expect(barColor(stages, 'lost')).toBe('rgb(220, 38, 38)');

    const calling = within(region('AI Calling Performance'));
    const figures = calling
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Total Calls: 40', 'Successful: 12', 'Success Rate: 30.0%']);

    const summary = within(region('Performance Summary'));
    expect(summary.getByRole('heading', { name: 'Key Insights' })).toBeTruthy();
    expect(summary.getByText('Top lead source: Cold Call (20 contacts, 62.5%)')).toBeTruthy();
    expect(summary.getByRole('heading', { name: 'Recommendations' })).toBeTruthy();
    expect(summary.getByText('Review the 2 lost deals for what went wrong')).toBeTruthy();

    expect(screen.getByText('Oct 28, 2026 – Nov 26, 2026')).toBeTruthy();
    expect(api.find('GET', '/api/reports').map(askedFor)).toEqual(['overview 30d']);
  });

  it('shows Sales Performance from the address: trend, funnel, time in stage, leader, members', async () => {
    const api = stubFetch(reportRoutes(asked));
    renderApp('/app/reports?type=sales&range=90d');

    const funnel = await screen.findByRole('region', { name: 'Sales Funnel' });
    expect(askedFor(api.find('GET', '/api/reports')[0])).toBe('sales 90d');
    expect(screen.getByRole('combobox', { name: 'Report type' }).textContent).toBe(
      'Sales Performance',
    );
    expect(screen.getByRole('combobox', { name: 'Date range' }).textContent).toBe('Last 90 days');
    expect(within(region('Total Revenue')).getByText('$21,000')).toBeTruthy();
    expect(
      within(region('Revenue and Won Deals')).getByRole('figure', {
        name: 'Revenue and Won Deals, by day',
      }),
    ).toBeTruthy();

    expect(within(bar(funnel, 'leads')).getByText('32')).toBeTruthy();
    expect(within(bar(funnel, 'prospecting')).getByText('50.0% of Leads')).toBeTruthy();
    expect(within(bar(funnel, 'won')).getByText('80.0% of Closing')).toBeTruthy();

    const time = region('Time in Stage');
    expect(within(bar(time, 'prospecting')).getByText('4.5 days')).toBeTruthy();
    expect(within(bar(time, 'qualification')).getByText('1 day')).toBeTruthy();
    expect(within(bar(time, 'closing')).getByText('—')).toBeTruthy();

    const leader = within(region('Top Salesperson'));
    expect(leader.getByText('Priya Sharma')).toBeTruthy();
    expect(leader.getByText('$18,000 revenue · 3 won deals')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Team Performance' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Member',
      'New Contacts',
      'Deals',
      'Won',
      'Lost',
      'Revenue',
      'Win Rate',
      'Calls',
      'Successful',
    ]);
    expect(tableRows('Team Performance')).toEqual([
      ['Priya Sharma', '12', '6', '3', '1', '$18,000', '75.0%', '20', '8'],
      ['Rahul Verma', '16', '4', '1', '1', '$3,000', '50.0%', '20', '4'],
      ['Unassigned', '4', '0', '0', '0', '$0', '0.0%', '0', '0'],
    ]);
    // Overview's panels are not part of this report.
    expect(screen.queryByRole('region', { name: 'Performance Summary' })).toBeNull();
  });

  it('shows Lead Analytics: new contacts, their trend, sources with a donut, funnel, members', async () => {
    stubFetch(reportRoutes(asked));
    renderApp('/app/reports?type=leads');

    const cards = await screen.findByRole('region', { name: 'Key Figures' });
    expect(within(within(cards).getByRole('region', { name: 'New Contacts' })).getByText('32'));
    expect(within(region('New This Month')).getByText('18')).toBeTruthy();
    expect(within(region('Top Source')).getByText('Cold Call')).toBeTruthy();
    expect(within(region('Top Source')).getByText('20 contacts (62.5%)')).toBeTruthy();
    expect(
      within(region('New Contacts Over Time')).getByRole('figure', {
        name: 'New Contacts Over Time, by day',
      }),
    ).toBeTruthy();
    expect(
      within(region('Contacts by Source')).getByRole('figure', {
        name: 'Contacts by source, donut chart',
      }),
    ).toBeTruthy();
    expect(region('Sales Funnel')).toBeTruthy();
    expect(tableRows('New Contacts by Member')).toEqual([
      ['Priya Sharma', '12', '6', '3'],
      ['Rahul Verma', '16', '4', '1'],
      ['Unassigned', '4', '0', '0'],
    ]);
  });

  it('shows the AI Calling Report: call cards, trend, outcomes and calls by member', async () => {
    stubFetch(reportRoutes(asked));
    renderApp('/app/reports?type=calls');

    const total = await screen.findByRole('region', { name: 'Total Calls' });
    expect(within(total).getByText('40')).toBeTruthy();
    expect(within(region('Successful Calls')).getByText('12')).toBeTruthy();
    expect(within(region('Success Rate')).getByText('30.0%')).toBeTruthy();
    expect(
      within(region('Calls Over Time')).getByRole('figure', { name: 'Calls Over Time, by day' }),
    ).toBeTruthy();
    const outcomes = region('Call Outcomes');
    expect(
      [...outcomes.querySelectorAll('[data-bar]')].map((item) => item.getAttribute('data-bar')),
    ).toEqual(['interested', 'callback', 'not_interested', 'no_answer', 'pending']);
    expect(within(bar(outcomes, 'not_interested')).getByText('Not Interested')).toBeTruthy();
    expect(within(bar(outcomes, 'not_interested')).getByText('10 (25.0%)')).toBeTruthy();
    expect(within(bar(outcomes, 'no_answer')).getByText('No Answer')).toBeTruthy();
    expect(within(bar(outcomes, 'pending')).getByText('2 (5.0%)')).toBeTruthy();
    // The unassigned pool made no calls.
    expect(tableRows('Calls by Member')).toEqual([
      ['Priya Sharma', '20', '8', '40.0%'],
      ['Rahul Verma', '20', '4', '20.0%'],
    ]);
  });

  it('shows every percentage to one decimal, a whole one as 40.0% (document 2, section 9)', async () => {
    const whole = (request: { url: URL }) =>
      makeReport({
        ...asked(request),
        cards: { ...makeReport().cards, conversionRate: 40 },
        sources: [
          { source: 'website', count: 6, percent: 60 },
          { source: 'referral', count: 4, percent: 40 },
        ],
        calls: { ...makeReport().calls, total: 10, successful: 4, successRate: 40, demo: 2 },
        members: [makeMember({ winRate: 60, calls: 10, successfulCalls: 4 })],
      });
    stubFetch(reportRoutes(whole));
    const { user } = renderApp('/app/reports');

    const conversion = await screen.findByRole('region', { name: 'Conversion Rate' });
    expect(within(conversion).getByText('40.0%')).toBeTruthy();
    const sources = region('Contacts by Source');
    expect(within(bar(sources, 'website')).getByText('6 (60.0%)')).toBeTruthy();
    expect(within(bar(sources, 'referral')).getByText('4 (40.0%)')).toBeTruthy();
    expect(within(region('AI Calling Performance')).getByText('40.0%')).toBeTruthy();
    // Demo calls are free and apart from the calls.
    expect(
      within(region('AI Calling Performance')).getByText('Not counted: 2 demo calls (free)'),
    ).toBeTruthy();
    expect(screen.queryByText(/(^|[^.\d])40%/)).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Report type' }));
    await user.click(await screen.findByRole('option', { name: 'Sales Performance' }));
    expect((await screen.findAllByRole('row')).length).toBeGreaterThan(1);
    expect(tableRows('Team Performance')[0]?.[6]).toBe('60.0%');
    await user.click(screen.getByRole('combobox', { name: 'Report type' }));
    await user.click(await screen.findByRole('option', { name: 'AI Calling Report' }));
    expect(within(await screen.findByRole('region', { name: 'Success Rate' })).getByText('40.0%'));
    expect(within(region('Demo Calls')).getByText('2')).toBeTruthy();
    expect(within(region('Demo Calls')).getByText('free, not counted as calls')).toBeTruthy();
    expect(tableRows('Calls by Member')[0]?.[3]).toBe('40.0%');
  });

  it('reads the report again for another range or type, keeping the last one on screen meanwhile', async () => {
    const waiting: Array<() => void> = [];
    let held = false;
    const api = stubFetch(
      reportRoutes((request) => {
        if (!held) return asked(request);
        return new Promise<Response>((resolve) => {
          waiting.push(() => resolve(Response.json(asked(request))));
        });
      }),
    );
    const { user, router } = renderApp('/app/reports');
    await screen.findByRole('region', { name: 'Total Revenue' });

    held = true;
    await user.click(screen.getByRole('combobox', { name: 'Date range' }));
    await user.click(await screen.findByRole('option', { name: 'Last 90 days' }));

    await waitFor(() => expect(waiting).toHaveLength(1));
    expect(router.state.location.search).toBe('?range=90d');
    // The previous report stays, with a thin bar; no skeletons, and nothing to export yet.
    expect(screen.getByRole('progressbar', { name: 'Updating report' })).toBeTruthy();
    expect(screen.queryByTestId('report-skeleton')).toBeNull();
    expect(within(region('Total Revenue')).getByText('$21,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export Report' }).hasAttribute('disabled')).toBe(
      true,
    );
    waiting.shift()?.();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Updating report' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Export Report' }).hasAttribute('disabled')).toBe(
      false,
    );

    held = false;
    await user.click(screen.getByRole('combobox', { name: 'Report type' }));
    await user.click(await screen.findByRole('option', { name: 'AI Calling Report' }));
    expect(await screen.findByRole('region', { name: 'Call Outcomes' })).toBeTruthy();
    expect(router.state.location.search).toBe('?range=90d&type=calls');
    expect(api.find('GET', '/api/reports').map(askedFor)).toEqual([
      'overview 30d',
      'overview 90d',
      'calls 90d',
    ]);

    // Back to the defaults: the address drops them, the cached reports show at once.
    await user.click(screen.getByRole('combobox', { name: 'Date range' }));
    await user.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    await user.click(screen.getByRole('combobox', { name: 'Report type' }));
    await user.click(await screen.findByRole('option', { name: 'Overview' }));
    expect(await screen.findByRole('region', { name: 'Performance Summary' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(api.find('GET', '/api/reports').map(askedFor)).toEqual([
      'overview 30d',
      'overview 90d',
      'calls 90d',
      'calls 30d',
    ]);
  });

  it('reads an unknown type or range in the address as the defaults', async () => {
    const api = stubFetch(reportRoutes(asked));
    renderApp('/app/reports?type=forecast&range=2w');

    expect(await screen.findByRole('region', { name: 'Performance Summary' })).toBeTruthy();
    expect(api.find('GET', '/api/reports').map(askedFor)).toEqual(['overview 30d']);
  });

  it('shows skeletons while loading, then an error with a retry', async () => {
    let fail = true;
    const waiting: Array<() => void> = [];
    stubFetch(
      reportRoutes(
        (request) =>
          new Promise<Response>((resolve) => {
            waiting.push(() =>
              resolve(
                fail
                  ? apiError(500, 'INTERNAL', 'Something went wrong')
                  : Response.json(asked(request)),
              ),
            );
          }),
      ),
    );
    const { user } = renderApp('/app/reports');

    expect(await screen.findByTestId('report-skeleton')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export Report' }).hasAttribute('disabled')).toBe(
      true,
    );
    await waitFor(() => expect(waiting).toHaveLength(1));
    waiting.shift()?.();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to load the report. Something went wrong');
    expect(screen.queryByTestId('report-skeleton')).toBeNull();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(waiting).toHaveLength(1));
    waiting.shift()?.();
    expect(await screen.findByRole('region', { name: 'Total Revenue' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "No data for this period" instead of empty charts and lists', async () => {
    stubFetch(reportRoutes((request) => makeEmptyReport({ type: asked(request).type })));
    const overview = renderApp('/app/reports');

    expect(await screen.findByRole('region', { name: 'Contacts by Source' })).toBeTruthy();
    for (const name of ['Contacts by Source', 'Deals by Stage']) {
      expect(within(region(name)).getByText('No data for this period')).toBeTruthy();
    }
    expect(within(region('Total Revenue')).getByText('$0')).toBeTruthy();
    expect(within(region('Total Revenue')).getByText('0 won deals')).toBeTruthy();
    overview.unmount();

    renderApp('/app/reports?type=sales');
    expect(await screen.findByRole('region', { name: 'Revenue and Won Deals' })).toBeTruthy();
    for (const name of ['Revenue and Won Deals', 'Sales Funnel', 'Team Performance']) {
      expect(within(region(name)).getByText('No data for this period')).toBeTruthy();
    }
    expect(screen.queryByRole('figure')).toBeNull();
    expect(within(region('Top Salesperson')).getByText('No deals won in this period')).toBeTruthy();
    expect(within(bar(region('Time in Stage'), 'proposal')).getByText('—')).toBeTruthy();
  });

  it('exports what is shown as a CSV named after the type and span', async () => {
    const files = captureDownloads();
    stubFetch(reportRoutes(asked));
    const { user } = renderApp('/app/reports?type=sales');
    await screen.findByRole('region', { name: 'Sales Funnel' });

    await user.click(screen.getByRole('button', { name: 'Export Report' }));

    expect(files).toHaveLength(1);
    expect(files[0]?.name).toBe('salesflow-report-sales-2026-10-28-to-2026-11-26.csv');
    const text = await files[0]?.blob.text();
    expect(text).toContain('Sales Performance,Last 30 days,2026-10-28,2026-11-26');
    expect(text).toContain('\r\nTeam Performance\r\n');
  });
});
