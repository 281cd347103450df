import type { AiInsight } from '@salesflow/shared/metrics/insights';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAnalytics } from '../../../testing/dashboard-stubs';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { AnalyticsPanel } from './analytics-panel';

const SUCCESS = 'rgb(22, 163, 74)';
const DANGER = 'rgb(220, 38, 38)';

const trend = (label: string) => {
  const card = screen.getByRole('region', { name: label });
  const element = card.querySelector<HTMLElement>('[data-trend]');
  if (!element) throw new Error(`${label} has no trend`);
  return { text: element.textContent, color: getComputedStyle(element).color };
};

const insights: AiInsight[] = [
  {
    kind: 'pipeline',
    type: 'info',
    title: 'Pipeline forecast',
    message: 'Open pipeline',
    action: 'Open Pipeline',
  },
  {
    kind: 'winRate',
    type: 'error',
    title: 'Low win rate',
    message: 'You won 1 of 10 closed deals.',
  },
  {
    kind: 'leadQuality',
    type: 'success',
    title: 'Strong lead quality',
    message: '30% of your leads are qualified.',
  },
];

describe('analytics panel', () => {
  it('shows the four stat cards with trends computed from the changes', async () => {
    stubFetch({ 'GET /api/analytics/summary': () => json(200, makeAnalytics()) });
    renderWithProviders(<AnalyticsPanel insights={[]} />);

    const pipeline = await screen.findByRole('region', { name: 'Total Pipeline' });
    expect(within(pipeline).getByText('$125,000')).toBeTruthy();
    expect(trend('Total Pipeline')).toEqual({ text: 'Up +12.5%', color: SUCCESS });
    expect(
      within(screen.getByRole('region', { name: 'Qualified Leads' })).getByText('42'),
    ).toBeTruthy();
    expect(trend('Qualified Leads')).toEqual({ text: 'Down -3.2%', color: DANGER });
    expect(
      within(screen.getByRole('region', { name: 'Projected Revenue' })).getByText('$61,250'),
    ).toBeTruthy();
    expect(trend('Projected Revenue')).toEqual({ text: 'Up +0%', color: SUCCESS });
    expect(trend('Active Contacts')).toEqual({ text: 'Up +100%', color: SUCCESS });
  });

  it('shows a change from nothing as "—" rather than +100%', async () => {
    stubFetch({
      'GET /api/analytics/summary': () =>
        json(200, makeAnalytics({ activeContactsChange: null, totalPipelineChange: null })),
    });
    renderWithProviders(<AnalyticsPanel insights={[]} />);

    await screen.findByRole('region', { name: 'Active Contacts' });
    expect(trend('Active Contacts').text).toBe('No comparison—');
    expect(trend('Total Pipeline').text).toBe('No comparison—');
    expect(trend('Qualified Leads')).toEqual({ text: 'Down -3.2%', color: DANGER });
  });

  it('shows lead quality, win rate and deal size from the AI insights, or that data is missing', async () => {
    stubFetch({ 'GET /api/analytics/summary': () => json(200, makeAnalytics()) });
    renderWithProviders(<AnalyticsPanel insights={insights} />);

    const card = await screen.findByRole('region', { name: 'AI-Powered Business Insights' });
    const callouts = [...card.querySelectorAll<HTMLElement>('[data-insight-type]')];
    expect(callouts.map((c) => c.getAttribute('data-insight-type'))).toEqual([
      'success',
      'other',
      'info',
    ]);
    expect(callouts[0]?.textContent).toContain('Strong lead quality');
    expect(callouts[1]?.textContent).toContain('Low win rate');
    expect(callouts[2]?.textContent).toContain('Not enough data yet');
    expect(callouts[2]?.textContent).toContain('Win a deal to see your average deal size.');
    expect(within(card).queryByText('Pipeline forecast')).toBeNull();
  });

  it('shows the revenue forecast in dollars', async () => {
    stubFetch({
      'GET /api/analytics/summary': () =>
        json(
          200,
          makeAnalytics({
            forecast: { wonThisMonth: 18000.5, projectedThisQuarter: 61250.4, totalPipeline: 0 },
          }),
        ),
    });
    renderWithProviders(<AnalyticsPanel insights={[]} />);

    const forecast = screen.getByRole('region', { name: 'Revenue Forecast' });
    expect(await within(forecast).findByText('$18,001')).toBeTruthy();
    const rows = within(forecast)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Won This Month: $18,001',
      'Projected This Quarter: $61,250',
      'Total Pipeline: $0',
    ]);
    expect(
      within(forecast).getByText(
        'Open deals expected to close this quarter, weighted by their probability',
      ),
    ).toBeTruthy();
  });

  it('says when the analytics cannot be loaded', async () => {
    stubFetch({ 'GET /api/analytics/summary': () => apiError(500, 'INTERNAL', 'boom') });
    renderWithProviders(<AnalyticsPanel insights={null} />);

    expect(await screen.findByText('Unable to load analytics')).toBeTruthy();
    expect(screen.getByText('Unable to load the forecast')).toBeTruthy();
    const insights = screen.getByRole('region', { name: 'AI-Powered Business Insights' });
    expect(within(insights).getByText('Unable to load insights')).toBeTruthy();
    expect(within(insights).queryByText('Not enough data yet')).toBeNull();
  });
});
