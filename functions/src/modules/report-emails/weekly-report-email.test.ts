import type { Report } from '@salesflow/shared/reports/report';
import { describe, expect, it } from 'vitest';
import { weeklyReportEmail } from './weekly-report-email';

const report = (overrides: Partial<Report> = {}): Report => ({
  type: 'sales',
  range: '30d',
  span: { from: '2026-10-28', to: '2026-11-26' },
  granularity: 'day',
  cards: {
    totalRevenue: 21000,
    wonDeals: 4,
    conversionRate: 12.5,
    avgDealSize: 5250,
    newContactsThisMonth: 18,
    newContacts: 32,
  },
  sources: [
    { source: 'cold_call', count: 20, percent: 62.5 },
    { source: 'referral', count: 6, percent: 18.8 },
    { source: 'website', count: 2, percent: 6.3 },
    { source: 'social_media', count: 2, percent: 6.3 },
    { source: 'email', count: 1, percent: 3.1 },
    { source: 'unknown', count: 1, percent: 3.1 },
  ],
  stages: [
    { stage: 'prospecting', count: 5, value: 40000 },
    { stage: 'qualification', count: 1, value: 3000 },
    { stage: 'proposal', count: 0, value: 0 },
    { stage: 'closing', count: 1, value: 8000 },
    { stage: 'won', count: 4, value: 21000 },
    { stage: 'lost', count: 2, value: 6000 },
  ],
  calls: { total: 1234, successful: 12, successRate: 1, demo: 0, byOutcome: [] },
  winRate: 66.7,
  lostDeals: 2,
  closingDeals: 1,
  trend: [],
  funnel: [],
  timeInStage: [],
  members: [],
  topSalesperson: null,
  insights: ['Top lead source: Cold Call (20 contacts, 62.5%)'],
  recommendations: ['Review the 2 lost deals for what went wrong'],
  ...overrides,
});

const email = (overrides: Partial<Report> = {}, organizationName = 'Acme Traders') =>
  weeklyReportEmail({
    report: report(overrides),
    organizationName,
    to: 'priya@acme.example',
    appOrigin: 'https://app.salesflow.example',
  });

describe('the weekly report email', () => {
  it('is addressed to the user, with the report and range in the subject', () => {
    const sent = email();
    expect(sent.to).toBe('priya@acme.example');
    expect(sent.subject).toBe('Your weekly SalesFlow report: Sales Performance, last 30 days');
    expect(email({ type: 'overview', range: '1y' }).subject).toBe(
      'Your weekly SalesFlow report: Overview, last year',
    );
  });

  it('tells the cards, top five sources, deals by stage, calls, insights and recommendations', () => {
    const { text } = email();
    const sections = text.trim().split('\n\n');
    expect(sections.slice(0, 2)).toEqual([
      'Sales Performance, last 30 days',
      'Acme Traders · Oct 28, 2026 – Nov 26, 2026',
    ]);
    expect(sections).toContain(
      [
        'Key Figures',
        '- Total Revenue: $21,000 · 4 won deals',
        '- Conversion Rate: 12.5% · won deals per new contact',
        '- Avg Deal Size: $5,250 · won deals',
        '- New Contacts: 18 · this month',
      ].join('\n'),
    );
    expect(sections).toContain(
      [
        'Top Sources',
        '- Cold Call: 20 (62.5%)',
        '- Referral: 6 (18.8%)',
        '- Website: 2 (6.3%)',
        '- Social Media: 2 (6.3%)',
        '- Email: 1 (3.1%)',
      ].join('\n'),
    );
    expect(sections).toContain(
      [
        'Deals by Stage',
        '- Prospecting: 5 deals · $40,000',
        '- Qualification: 1 deal · $3,000',
        '- Proposal: 0 deals · $0',
        '- Closing: 1 deal · $8,000',
        '- Won: 4 deals · $21,000',
        '- Lost: 2 deals · $6,000',
      ].join('\n'),
    );
    expect(sections).toContain(
      [
        'AI Calling Performance',
        '- Total Calls: 1,234',
        '- Successful: 12',
        '- Success Rate: 1.0%',
      ].join('\n'),
    );
    expect(sections).toContain('Key Insights\n- Top lead source: Cold Call (20 contacts, 62.5%)');
    expect(sections).toContain('Recommendations\n- Review the 2 lost deals for what went wrong');
  });

  it('uses the cards of the report’s type, as the page does', () => {
    expect(email({ type: 'calls' }).text).toContain(
      'Key Figures\n- Total Calls: 1,234 · Last 30 days\n- Successful Calls: 12 · interested or callback',
    );
    expect(email({ type: 'leads' }).text).toContain(
      '- Top Source: Cold Call · 20 contacts (62.5%)',
    );
  });

  it('links to the Reports page showing the same report', () => {
    const sent = email({ type: 'leads', range: '90d' });
    const link = 'https://app.salesflow.example/app/reports?type=leads&range=90d';
    expect(sent.text).toContain(`Open this report in SalesFlow: ${link}`);
    expect(sent.html).toContain(`href="${link.replace('&', '&amp;')}"`);
  });

  it('says when a panel has nothing, rather than listing zeros', () => {
    const stages = report().stages.map((s) => ({ ...s, count: 0, value: 0 }));
    const { text, html } = email({ sources: [], stages, insights: [] });
    expect(text).toContain('Top Sources\nNo data for this period');
    expect(text).toContain('Deals by Stage\nNo data for this period');
    expect(text).toContain('Key Insights\nNo data for this period');
    expect(html).toContain('<h2 style="font-size:16px;margin:20px 0 8px">Top Sources</h2>');
  });

  it('escapes what the organization typed in its HTML', () => {
    const { html, text } = email({}, 'Acme <script>alert(1)</script> & Co');
    expect(html).toContain('Acme &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(html).not.toContain('<script>');
    expect(text).toContain('Acme <script>alert(1)</script> & Co ·');
    expect(html).toContain('<li>Total Revenue: $21,000 · 4 won deals</li>');
  });
});
