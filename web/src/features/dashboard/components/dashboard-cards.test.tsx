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
  it('shows the first three insights, styled by type, with actions that navigate', async () => {
    stubFetch({
      'GET /api/ai-insights': () =>
        json(200, [
          { type: 'success', title: 'Strong lead quality', message: 'm1', action: 'View Contacts' },
          {
            type: 'warning',
            title: 'Win rate needs attention',
            message: 'm2',
            action: 'View Deals',
          },
          { type: 'error', title: 'Low something', message: 'm3' },
          { type: 'info', title: 'Fourth insight', message: 'm4', action: 'Open Pipeline' },
        ]),
    });
    const { user, router } = renderInRouter(<AiInsightsCard />);

    expect(await screen.findByText('Strong lead quality')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'AI Insights' });
    const types = [...card.querySelectorAll('[data-insight-type]')].map((el) =>
      el.getAttribute('data-insight-type'),
    );
    expect(types).toEqual(['success', 'warning', 'other']);
    expect(screen.getByText('m2')).toBeTruthy();
    expect(screen.queryByText('Fourth insight')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'View Deals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/deals'));
    await user.click(screen.getByRole('button', { name: 'View Contacts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/contacts'));
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
