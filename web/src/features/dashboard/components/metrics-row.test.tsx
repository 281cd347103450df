import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMetrics } from '../../../testing/dashboard-stubs';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { MetricsRow } from './metrics-row';

const SUCCESS = 'rgb(22, 163, 74)'; // theme success.main #16a34a
const DANGER = 'rgb(220, 38, 38)'; // theme error.main #dc2626

const trendOf = (tile: HTMLElement) => {
  const trend = tile.querySelector<HTMLElement>('[data-trend]');
  if (!trend) throw new Error('tile has no trend');
  return trend;
};

describe('dashboard metrics row', () => {
  it('shows the four tiles, each change with an arrow and colour from its sign', async () => {
    stubFetch({ 'GET /api/dashboard/metrics': () => json(200, makeMetrics()) });
    renderWithProviders(<MetricsRow />);

    const leads = await screen.findByRole('region', { name: 'Total Leads' });
    expect(within(leads).getByText('1,234')).toBeTruthy();
    const up = trendOf(leads);
    expect(up.textContent).toBe('Up 12.5%');
    expect(within(up).getByTestId('ArrowUpwardIcon')).toBeTruthy();
    expect(getComputedStyle(up).color).toBe(SUCCESS);

    const deals = screen.getByRole('region', { name: 'Active Deals' });
    const down = trendOf(deals);
    // The absolute value: the arrow carries the sign.
    expect(down.textContent).toBe('Down 4%');
    expect(within(down).getByTestId('ArrowDownwardIcon')).toBeTruthy();
    expect(getComputedStyle(down).color).toBe(DANGER);

    const revenue = screen.getByRole('region', { name: 'Revenue' });
    expect(within(revenue).getByText('$45,251')).toBeTruthy();
    expect(trendOf(revenue).textContent).toBe('Up 0%');
    expect(within(trendOf(revenue)).getByTestId('ArrowUpwardIcon')).toBeTruthy();

    const conversion = screen.getByRole('region', { name: 'Conversion Rate' });
    expect(within(conversion).getByText('18.2%')).toBeTruthy();
    expect(trendOf(conversion).textContent).toBe('Down 1.5%');
  });

  it('shows a change from nothing (last month at 0) as "—", with no arrow and no percent', async () => {
    stubFetch({
      'GET /api/dashboard/metrics': () =>
        json(200, makeMetrics({ activeDeals: 0, activeDealsChange: null, totalLeadsChange: 12.5 })),
    });
    renderWithProviders(<MetricsRow />);

    const deals = await screen.findByRole('region', { name: 'Active Deals' });
    const change = trendOf(deals);
    expect(change.textContent).toBe('No comparison—');
    expect(change.getAttribute('data-trend')).toBe('none');
    expect(within(change).queryByTestId('ArrowUpwardIcon')).toBeNull();
    expect(within(change).queryByTestId('ArrowDownwardIcon')).toBeNull();
    expect(deals.textContent).not.toContain('100%');
    expect(trendOf(screen.getByRole('region', { name: 'Total Leads' })).textContent).toBe(
      'Up 12.5%',
    );
  });

  it('shows four placeholders while loading', async () => {
    stubFetch({ 'GET /api/dashboard/metrics': () => new Promise<Response>(() => {}) });
    renderWithProviders(<MetricsRow />);

    expect(await screen.findAllByTestId('metric-skeleton')).toHaveLength(4);
  });

  it('says "Unable to load metrics" when they cannot be read', async () => {
    stubFetch({
      'GET /api/dashboard/metrics': () => apiError(500, 'INTERNAL', 'Something went wrong'),
    });
    renderWithProviders(<MetricsRow />);

    expect(await screen.findByText('Unable to load metrics')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Total Leads' })).toBeNull();
  });
});
