import type { AiInsight } from '@salesflow/shared/metrics/insights';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactPage } from '../../../testing/dashboard-stubs';
import { json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { renderInRouter } from '../../../testing/render-route';
import { AiInsightsCard } from './ai-insights-card';
import { RecentLeadsCard } from './recent-leads-card';

const leads = Array.from({ length: 6 }, (_, i) =>
  makeContact({
    id: `c-${i}`,
    name: `Lead ${i}`,
    email: `lead${i}@example.in`,
    company: i === 1 ? null : `Company ${i}`,
    score: 50 + i * 8,
    status: i % 2 ? 'warm' : 'hot',
  }),
);

describe('Recent Leads card', () => {
  it('lists the first five contacts with email, company or N/A, score and status', async () => {
    const api = stubFetch({ 'GET /api/contacts': () => contactPage(leads, 'more') });
    const { user, router } = renderInRouter(<RecentLeadsCard />);

    const list = await screen.findByRole('list', { name: 'Recent leads' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('Lead 1')).toBeTruthy();
    expect(second.getByText('lead1@example.in')).toBeTruthy();
    expect(second.getByText('N/A')).toBeTruthy();
    expect(second.getByRole('progressbar', { name: 'Score 58' })).toBeTruthy();
    expect(second.getByText('Warm')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Company 0')).toBeTruthy();
    expect(screen.queryByText('Lead 5')).toBeNull();
    expect(api.find('GET', '/api/contacts')[0]?.url.searchParams.get('limit')).toBe('5');

    await user.click(screen.getByRole('link', { name: 'View All' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/contacts'));
  });

  it('opens a lead on the Contacts screen with its detail', async () => {
    stubFetch({ 'GET /api/contacts': () => contactPage(leads.slice(0, 2)) });
    renderInRouter(<RecentLeadsCard />);

    const link = await screen.findByRole('link', { name: 'Lead 0' });
    expect(link.getAttribute('href')).toBe('/app/contacts?contact=c-0');
  });

  it('invites the first contact when there are none, after five placeholders', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({
      'GET /api/contacts': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderInRouter(<RecentLeadsCard />);

    expect(await screen.findAllByTestId('lead-skeleton')).toHaveLength(5);
    answer(contactPage([]));
    expect(await screen.findByText('No leads found')).toBeTruthy();
    expect(screen.getByText('Add your first contact to get started')).toBeTruthy();
  });
});

describe('AI Insights card', () => {
  const insight = (kind: AiInsight['kind'], fields: Partial<AiInsight> = {}): AiInsight => ({
    kind,
    type: 'info',
    title: `${kind} title`,
    message: `${kind} message`,
    ...fields,
  });
  // As the server answers: most actionable first, the analytics panel's three last.
  const answer: AiInsight[] = [
    insight('pastDueDeals', {
      type: 'warning',
      title: '2 deals past their close date',
      action: 'Review Deals',
      link: '/app/deals?due=past',
    }),
    insight('hotLeadsWaiting', {
      type: 'error',
      title: '3 hot leads waiting',
      message: 'Aarav Mehta has waited longest: 12 days.',
      action: 'Call Aarav Mehta',
      link: '/app/contacts?contact=c-1',
    }),
    insight('bestSource', { type: 'success', action: 'View Contacts', link: '/app/contacts' }),
    insight('pipeline', { title: 'Pipeline forecast' }),
    insight('leadQuality', { type: 'success', title: 'Strong lead quality' }),
    insight('winRate', { title: 'Win rate needs attention' }),
    insight('dealSize', { title: 'Average deal size' }),
  ];

  it('shows the first three insights, styled by type, with actions that open their links', async () => {
    stubFetch({ 'GET /api/ai-insights': () => json(200, answer) });
    const { user, router } = renderInRouter(<AiInsightsCard />);

    expect(await screen.findByText('2 deals past their close date')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'AI Insights' });
    const types = [...card.querySelectorAll('[data-insight-type]')].map((el) =>
      el.getAttribute('data-insight-type'),
    );
    expect(types).toEqual(['warning', 'other', 'success']);
    expect(screen.getByText('Aarav Mehta has waited longest: 12 days.')).toBeTruthy();
    expect(screen.queryByText('Pipeline forecast')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Call Aarav Mehta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/contacts'));
    expect(router.state.location.search).toBe('?contact=c-1');
    await user.click(screen.getByRole('button', { name: 'Review Deals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/deals'));
    expect(router.state.location.search).toBe('?due=past');
  });

  it('never repeats the analytics panel’s insights, wherever they come in the answer', async () => {
    stubFetch({ 'GET /api/ai-insights': () => json(200, [...answer].reverse()) });
    renderInRouter(<AiInsightsCard />);

    expect(await screen.findByText('Pipeline forecast')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'AI Insights' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    for (const title of ['Strong lead quality', 'Win rate needs attention', 'Average deal size']) {
      expect(within(card).queryByText(title)).toBeNull();
    }
  });

  it('says there are none when only the panel’s insights exist', async () => {
    stubFetch({ 'GET /api/ai-insights': () => json(200, answer.slice(4)) });
    renderInRouter(<AiInsightsCard />);
    expect(await screen.findByText('No insights available')).toBeTruthy();
  });

  it('shows an action without a link of this app as a label, never a way off the app', async () => {
    stubFetch({
      'GET /api/ai-insights': () =>
        json(200, [
          insight('pipeline', { action: 'Open Pipeline', link: 'https://evil.example/app' }),
          insight('gettingStarted', { action: 'Create Deal' }),
        ]),
    });
    renderInRouter(<AiInsightsCard />);
    expect(await screen.findByText('Open Pipeline')).toBeTruthy();
    expect(screen.getByText('Create Deal')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says there are no insights yet, after three placeholders', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({
      'GET /api/ai-insights': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderInRouter(<AiInsightsCard />);

    expect(await screen.findAllByTestId('insight-skeleton')).toHaveLength(3);
    answer(json(200, []));
    expect(await screen.findByText('No insights available')).toBeTruthy();
    expect(screen.getByText('Add more data to generate AI insights')).toBeTruthy();
  });
});
