import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dealCounterKey, dealKey } from '@salesflow/functions/modules/deals/deal.entity';
import { dealMonthSk } from '@salesflow/functions/modules/deals/deal-counters';
import { monthKey } from '@salesflow/functions/platform/data/month-key';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { AnalyticsSummary } from '@salesflow/shared/metrics/analytics';
import type { DashboardMetrics } from '@salesflow/shared/metrics/dashboard-metrics';
import type { AiInsight } from '@salesflow/shared/metrics/insights';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/api-client';
import { dayFromToday } from '../support/dates';
import { settleProjections } from '../support/projections';
import { testTable } from '../support/table';

describe('dashboard metrics, insights and analytics', () => {
  it('starts at zero with no insights', async () => {
    const client = await signIn();
    const metrics = await client.get<DashboardMetrics>('/api/dashboard/metrics');
    // Nothing last month: no change to give (shown "—"), never a percent.
    expect(metrics.body).toEqual({
      totalLeads: 0,
      totalLeadsChange: null,
      activeDeals: 0,
      activeDealsChange: null,
      revenue: 0,
      revenueChange: null,
      conversionRate: 0,
      conversionRateChange: null,
    });
    expect((await client.get<AiInsight[]>('/api/ai-insights')).body).toEqual([]);
  });

  it('follows contacts and deals as they change', async () => {
    const client = await signIn();
    const contacts: Contact[] = [];
    for (const score of [90, 75, 40, 20]) {
      contacts.push(
        (
          await client.post<Contact>('/api/contacts', {
            name: `S${score}`,
            email: `s${score}-${Date.now()}@x.in`,
            score,
          })
        ).body,
      );
    }
    const won = (
      await client.post<Deal>('/api/deals', { title: 'Won', value: '6000', stage: 'won' })
    ).body;
    await client.post('/api/deals', { title: 'Lost', value: '100', stage: 'lost' });
    await client.post('/api/deals', { title: 'Open', value: '1000.50', probability: 40 });
    await settleProjections();
    const metrics = (await client.get<DashboardMetrics>('/api/dashboard/metrics')).body;
    expect(metrics).toMatchObject({
      totalLeads: 4,
      activeDeals: 1,
      revenue: 6000,
      conversionRate: 25,
    });
    // Everything happened this month: each figure grew from nothing, which is no percent.
    expect(metrics).toMatchObject({
      totalLeadsChange: null,
      activeDealsChange: null,
      revenueChange: null,
      conversionRateChange: null,
    });

    // The forecast first; the analytics panel's three (it picks them by kind) after it.
    const insights = (await client.get<AiInsight[]>('/api/ai-insights')).body;
    expect(insights.map((i) => [i.title, i.type])).toEqual([
      ['Pipeline forecast', 'info'],
      ['Strong lead quality', 'success'],
      ['Healthy win rate', 'success'],
      ['Large average deal size', 'success'],
    ]);

    const analytics = (await client.get<AnalyticsSummary>('/api/analytics/summary')).body;
    expect(analytics).toMatchObject({
      totalPipelineChange: null,
      activeContactsChange: null,
      totalPipeline: 1000.5,
      qualifiedLeads: 2,
      projectedRevenue: 400.2,
      activeContacts: 4,
      // The open deal has no expected close date: it is in no quarter's forecast.
      forecast: { wonThisMonth: 6000, projectedThisQuarter: 0, totalPipeline: 1000.5 },
    });

    // Lower a qualified score, lose the won deal, delete a contact: the figures follow.
    await client.put(`/api/contacts/${contacts[0]?.id}`, { ...contacts[0], score: 10 });
    await client.put(`/api/deals/${won.id}`, { stage: 'lost' });
    await client.delete(`/api/contacts/${contacts[3]?.id}`);
    await settleProjections();
    const after = (await client.get<DashboardMetrics>('/api/dashboard/metrics')).body;
    expect(after).toMatchObject({ totalLeads: 3, revenue: 0, conversionRate: 0 });
    const insightsAfter = (await client.get<AiInsight[]>('/api/ai-insights')).body;
    expect(insightsAfter.find((i) => i.title === 'Low win rate')?.message).toContain(
      'Review sales process and objection handling',
    );
    const analyticsAfter = (await client.get<AnalyticsSummary>('/api/analytics/summary')).body;
    expect(analyticsAfter.qualifiedLeads).toBe(1);
  });

  it('projects this quarter from the open deals expected to close in it, weighted', async () => {
    const client = await signIn();
    const day = dayFromToday;
    const projected = async () => {
      await settleProjections();
      return (await client.get<AnalyticsSummary>('/api/analytics/summary')).body.forecast
        .projectedThisQuarter;
    };
    const now = (
      await client.post<Deal>('/api/deals', {
        title: 'Closes today',
        value: '1000',
        probability: 40,
        expectedCloseDate: day(0),
      })
    ).body;
    // A quarter is at most 92 days: 93 days on is always a later quarter.
    const later = (
      await client.post<Deal>('/api/deals', {
        title: 'Next quarter',
        value: '2000',
        probability: 50,
        expectedCloseDate: day(93),
      })
    ).body;
    await client.post('/api/deals', { title: 'Undated', value: '3000', probability: 90 });
    expect(await projected()).toBe(400);

    await client.put(`/api/deals/${later.id}`, { expectedCloseDate: day(0) });
    expect(await projected()).toBe(1400);
    await client.put(`/api/deals/${later.id}`, { probability: 10 });
    expect(await projected()).toBe(600);
    await client.put(`/api/deals/${now.id}`, { stage: 'won' });
    expect(await projected()).toBe(200);
    await client.delete(`/api/deals/${later.id}`);
    expect(await projected()).toBe(0);
  });

  it('counts Won This Month by the month a deal was won in, never below zero', async () => {
    const client = await signIn();
    const deal = (
      await client.post<Deal>('/api/deals', { title: 'Old win', value: '5000', stage: 'won' })
    ).body;
    const forecast = async () => {
      await settleProjections();
      return (await client.get<AnalyticsSummary>('/api/analytics/summary')).body.forecast;
    };
    expect((await forecast()).wonThisMonth).toBe(5000);

    // Make it a deal won long ago: the counters follow the record from the table's stream.
    const table = testTable();
    await table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: dealKey(deal.organizationId, deal.id),
        UpdateExpression: 'SET wonMonth = :m',
        ExpressionAttributeValues: { ':m': '2001-01' },
      }),
    );
    expect((await forecast()).wonThisMonth).toBe(0);
    const wonIn = async (month: string) =>
      (
        await table.client.send(
          new GetCommand({
            TableName: table.name,
            Key: dealCounterKey(deal.organizationId, dealMonthSk(month)),
          }),
        )
      ).Item?.wonInCents;
    expect(await wonIn('2001-01')).toBe(500_000);
    expect(await wonIn(monthKey(new Date()))).toBe(0);

    // Lost now: this month's won value is unchanged, not -$5,000; the old month loses it.
    await client.put(`/api/deals/${deal.id}`, { stage: 'lost' });
    expect((await forecast()).wonThisMonth).toBe(0);
    expect(await wonIn('2001-01')).toBe(0);
    // Won again now: it counts this month.
    await client.put(`/api/deals/${deal.id}`, { stage: 'won', value: '7000' });
    expect((await forecast()).wonThisMonth).toBe(7000);
    const deals = (await client.get<Deal[]>('/api/deals')).body;
    expect(Object.keys(deals[0] ?? {})).not.toContain('wonMonth');
  });

  it('is scoped to the organization', async () => {
    const busy = await signIn();
    await busy.post('/api/contacts', { name: 'X', email: `x-${Date.now()}@x.in` });
    await busy.post('/api/deals', { title: 'Y', stage: 'won', value: '10' });
    const empty = await signIn();
    expect((await empty.get<DashboardMetrics>('/api/dashboard/metrics')).body.totalLeads).toBe(0);
    expect((await empty.get<AnalyticsSummary>('/api/analytics/summary')).body.totalPipeline).toBe(
      0,
    );
    expect((await empty.get<AiInsight[]>('/api/ai-insights')).body).toEqual([]);
  });
});
