import type { ReportRange, ReportType } from '@salesflow/shared/reports/report-query';
import type { WeeklyReportEmail } from '@salesflow/shared/reports/weekly-report-email.schema';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, type StubbedRequest, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { makeReport } from '../testing/report-fixtures';
import { reportRoutes, weeklyEmailOff } from '../testing/report-stubs';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const asked = (request: StubbedRequest) =>
  makeReport({
    type: (request.url.searchParams.get('type') ?? 'overview') as ReportType,
    range: (request.url.searchParams.get('range') ?? '30d') as ReportRange,
  });

/** The server's side of the subscription: GET answers it, PUT replaces it (or fails). */
const weeklyEmailServer = (
  initial: WeeklyReportEmail = weeklyEmailOff,
  failWith?: () => Response,
) => {
  let saved = initial;
  return {
    routes: {
      'GET /api/reports/weekly-email': () => json(200, saved),
      'PUT /api/reports/weekly-email': (request: StubbedRequest) => {
        if (failWith) return failWith();
        const body = request.body as Omit<WeeklyReportEmail, 'nextSendAt'>;
        saved = { ...body, nextSendAt: body.enabled ? '2026-11-30T02:30:00.000Z' : null };
        return json(200, saved);
      },
    },
    saved: () => saved,
  };
};

const weeklySwitch = () => screen.getByRole('switch', { name: 'Email me this report weekly' });
const isOn = () => (weeklySwitch() as HTMLInputElement).checked;
const sent = (api: ReturnType<typeof stubFetch>) =>
  api.find('PUT', '/api/reports/weekly-email').map((request) => request.body);

describe('Email me this report weekly', () => {
  it('turns the weekly email on for the report on screen, then off, saying so each time', async () => {
    const server = weeklyEmailServer();
    const api = stubFetch(reportRoutes(asked, server.routes));
    const { user } = renderApp('/app/reports?type=sales&range=90d');
    await screen.findByRole('region', { name: 'Sales Funnel' });
    await waitFor(() => expect(weeklySwitch().hasAttribute('disabled')).toBe(false));
    expect(isOn()).toBe(false);
    expect(screen.queryByText('Sent Mondays at 8:00')).toBeNull();

    await user.click(weeklySwitch());

    expect(await screen.findByText('Weekly report on')).toBeTruthy();
    expect(sent(api)).toEqual([{ enabled: true, type: 'sales', range: '90d' }]);
    expect(isOn()).toBe(true);
    const caption = screen.getByText('Sent Mondays at 8:00');
    expect(weeklySwitch().getAttribute('aria-describedby')).toBe(caption.id);

    await user.click(weeklySwitch());

    expect(await screen.findByText('Weekly report off')).toBeTruthy();
    expect(sent(api)).toEqual([
      { enabled: true, type: 'sales', range: '90d' },
      { enabled: false, type: 'sales', range: '90d' },
    ]);
    expect(isOn()).toBe(false);
    expect(screen.queryByText('Sent Mondays at 8:00')).toBeNull();
    expect(server.saved().enabled).toBe(false);
  });

  it('shows the report subscribed to when another is on screen, and saves the one on screen when turned on', async () => {
    const server = weeklyEmailServer({
      enabled: true,
      type: 'overview',
      range: '30d',
      nextSendAt: '2026-11-30T02:30:00.000Z',
    });
    const api = stubFetch(reportRoutes(asked, server.routes));
    const { user } = renderApp('/app/reports');
    await screen.findByRole('region', { name: 'Performance Summary' });
    await waitFor(() => expect(isOn()).toBe(true));
    expect(screen.getByText('Sent Mondays at 8:00')).toBeTruthy();

    // Another type: the subscription stays the Overview's, and the caption says so.
    await user.click(screen.getByRole('combobox', { name: 'Report type' }));
    await user.click(await screen.findByRole('option', { name: 'Sales Performance' }));
    await screen.findByRole('region', { name: 'Sales Funnel' });
    expect(isOn()).toBe(false);
    expect(screen.getByText('Weekly: Overview, last 30 days')).toBeTruthy();
    expect(screen.queryByText('Sent Mondays at 8:00')).toBeNull();

    // Another range as well, then on again: the report on screen is the one emailed now.
    await user.click(screen.getByRole('combobox', { name: 'Date range' }));
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    expect(screen.getByText('Weekly: Overview, last 30 days')).toBeTruthy();
    expect(sent(api)).toEqual([]);

    await user.click(weeklySwitch());

    expect(await screen.findByText('Weekly report on')).toBeTruthy();
    expect(sent(api)).toEqual([{ enabled: true, type: 'sales', range: '7d' }]);
    expect(isOn()).toBe(true);
    expect(screen.getByText('Sent Mondays at 8:00')).toBeTruthy();
    expect(screen.queryByText('Weekly: Overview, last 30 days')).toBeNull();

    // Back to the Overview: no longer the report emailed.
    await user.click(screen.getByRole('combobox', { name: 'Report type' }));
    await user.click(await screen.findByRole('option', { name: 'Overview' }));
    expect(isOn()).toBe(false);
    expect(screen.getByText('Weekly: Sales Performance, last 7 days')).toBeTruthy();
  });

  it('shows the server’s message when saving fails, and the switch stays as it was', async () => {
    const server = weeklyEmailServer(weeklyEmailOff, () =>
      apiError(
        402,
        'LIMIT_EXCEEDED',
        'Your 14-day trial has ended, so SalesFlow is read-only. Choose a plan to keep working; your data is kept.',
      ),
    );
    stubFetch(reportRoutes(asked, server.routes));
    const { user } = renderApp('/app/reports');
    await screen.findByRole('region', { name: 'Performance Summary' });
    await waitFor(() => expect(weeklySwitch().hasAttribute('disabled')).toBe(false));

    await user.click(weeklySwitch());

    expect(
      await screen.findByText(
        'Your 14-day trial has ended, so SalesFlow is read-only. Choose a plan to keep working; your data is kept.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Weekly report on')).toBeNull();
    await waitFor(() => expect(isOn()).toBe(false));
    expect(screen.queryByText('Sent Mondays at 8:00')).toBeNull();
  });

  it('cannot be changed until the saved subscription is known', async () => {
    stubFetch(
      reportRoutes(asked, {
        'GET /api/reports/weekly-email': () => new Promise<Response>(() => undefined),
      }),
    );
    renderApp('/app/reports');
    await screen.findByRole('region', { name: 'Performance Summary' });
    expect(weeklySwitch().hasAttribute('disabled')).toBe(true);
  });
});
