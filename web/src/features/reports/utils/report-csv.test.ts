import { BOM } from '@salesflow/shared/csv/csv';
import { describe, expect, it } from 'vitest';
import { makeEmptyReport, makeMember, makeReport } from '../testing/report-fixtures';
import { buildReportCsv, reportFileName } from './report-csv';

/** The CSV's blocks, each as its lines (heading, columns, rows). */
const blocks = (csv: string) => {
  expect(csv.startsWith(BOM)).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv
    .slice(BOM.length, -2)
    .split('\r\n\r\n')
    .map((block) => block.split('\r\n'));
};

const block = (csv: string, heading: string) => {
  const found = blocks(csv).find((lines) => lines[0] === heading);
  if (!found) throw new Error(`No block ${heading}`);
  return found;
};

describe('report CSV', () => {
  it('names the file after the type and the span', () => {
    expect(reportFileName(makeReport({ type: 'sales' }))).toBe(
      'salesflow-report-sales-2026-10-28-to-2026-11-26.csv',
    );
  });

  it('writes the Overview: which report, the cards, then one block per panel', () => {
    const csv = buildReportCsv(makeReport());

    expect(blocks(csv).map((lines) => lines[0])).toEqual([
      'SalesFlow Report',
      'Key Figures',
      'Contacts by Source',
      'Deals by Stage',
      'AI Calling Performance',
      'Performance Summary',
    ]);
    expect(block(csv, 'SalesFlow Report')).toEqual([
      'SalesFlow Report',
      'Report,Date Range,From,To',
      'Overview,Last 30 days,2026-10-28,2026-11-26',
    ]);
    expect(block(csv, 'Key Figures')).toEqual([
      'Key Figures',
      'Metric,Value',
      'Total Revenue (USD),21000',
      'Won Deals,4',
      'Conversion Rate (%),12.5',
      'Avg Deal Size (USD),5250',
      'New Contacts This Month,18',
    ]);
    expect(block(csv, 'Contacts by Source')).toEqual([
      'Contacts by Source',
      'Source,Contacts,Percent (%)',
      'Cold Call,20,62.5',
      'Referral,8,25',
      'Unknown,4,12.5',
    ]);
    expect(block(csv, 'Deals by Stage')).toContain('Prospecting,5,40000');
    expect(block(csv, 'AI Calling Performance')).toEqual([
      'AI Calling Performance',
      'Metric,Value',
      'Total Calls,40',
      'Successful Calls,12',
      'Success Rate (%),30',
      'Demo Calls (not counted),0',
    ]);
    const summary = block(csv, 'Performance Summary');
    expect(summary[1]).toBe('Section,Text');
    // Commas in the text are quoted.
    expect(summary[2]).toBe('Key Insight,"Top lead source: Cold Call (20 contacts, 62.5%)"');
    expect(summary).toContain(
      'Recommendation,"Focus on Cold Call, your best source of new contacts"',
    );
  });

  it('writes Sales Performance with its trend, funnel, time in stage, leader and members', () => {
    const csv = buildReportCsv(makeReport({ type: 'sales' }));

    expect(blocks(csv).map((lines) => lines[0])).toEqual([
      'SalesFlow Report',
      'Key Figures',
      'Revenue and Won Deals',
      'Sales Funnel',
      'Time in Stage',
      'Top Salesperson',
      'Team Performance',
    ]);
    const trend = block(csv, 'Revenue and Won Deals');
    expect(trend[1]).toBe('From,To,Revenue (USD),Won Deals');
    expect(trend).toHaveLength(2 + 30);
    expect(trend.at(-1)).toBe('2026-11-26,2026-11-26,9000,2');
    expect(block(csv, 'Sales Funnel').slice(1, 4)).toEqual([
      'Step,Count,Conversion (%)',
      'Leads,32,',
      'Prospecting,16,50',
    ]);
    expect(block(csv, 'Time in Stage')).toEqual([
      'Time in Stage',
      'Stage,Average Days,Deals Moved On',
      'Prospecting,4.5,10',
      'Qualification,1,7',
      'Proposal,12.3,5',
      'Closing,,0',
    ]);
    expect(block(csv, 'Top Salesperson')).toEqual([
      'Top Salesperson',
      'Member,Revenue (USD),Won Deals',
      'Priya Sharma,18000,3',
    ]);
    expect(block(csv, 'Team Performance').slice(1)).toEqual([
      'Member,New Contacts,Deals,Won,Lost,Revenue (USD),Win Rate (%),Calls,Successful',
      'Priya Sharma,12,6,3,1,18000,75,20,8',
      'Rahul Verma,16,4,1,1,3000,50,20,4',
      'Unassigned,4,0,0,0,0,0,0,0',
    ]);
  });

  it('writes Lead Analytics and the AI Calling Report with their own columns', () => {
    const leads = buildReportCsv(makeReport({ type: 'leads', range: '90d' }));
    expect(blocks(leads).map((lines) => lines[0])).toEqual([
      'SalesFlow Report',
      'Key Figures',
      'New Contacts Over Time',
      'Contacts by Source',
      'Sales Funnel',
      'New Contacts by Member',
    ]);
    expect(block(leads, 'Key Figures')).toContain('New Contacts (Last 90 days),32');
    expect(block(leads, 'New Contacts Over Time')[1]).toBe('From,To,New Contacts');
    expect(block(leads, 'New Contacts by Member')[1]).toBe('Member,New Contacts,Deals,Won');

    const calls = buildReportCsv(makeReport({ type: 'calls' }));
    expect(blocks(calls).map((lines) => lines[0])).toEqual([
      'SalesFlow Report',
      'Key Figures',
      'Calls Over Time',
      'Call Outcomes',
      'Calls by Member',
    ]);
    expect(block(calls, 'Key Figures')).toContain('Demo Calls (not counted),0');
    expect(block(calls, 'Call Outcomes').slice(1)).toEqual([
      'Outcome,Calls,Percent (%)',
      'Interested,8,20',
      'Callback,4,10',
      'Not Interested,10,25',
      'No Answer,16,40',
      'Pending,2,5',
    ]);
    // The unassigned pool made no calls: not a row of the calls table.
    expect(block(calls, 'Calls by Member').slice(1)).toEqual([
      'Member,Calls,Successful,Success Rate (%)',
      'Priya Sharma,20,8,40',
      'Rahul Verma,20,4,20',
    ]);
  });

  it('escapes what a spreadsheet would run, and quotes commas and quotes', () => {
    const csv = buildReportCsv(
      makeReport({
        type: 'sales',
        members: [makeMember({ name: '=HYPERLINK("http://evil.example","x")' })],
        topSalesperson: { memberId: 'user-1', name: '@SUM(A1:A2)', revenue: 5, won: 1 },
        insights: ['-2+3 won, "really"'],
      }),
    );

    expect(block(csv, 'Team Performance')[2]).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")",12,6,3,1,18000,75,20,8`,
    );
    expect(block(csv, 'Top Salesperson')[2]).toBe(`'@SUM(A1:A2),5,1`);
    const overview = buildReportCsv(makeReport({ insights: ['-2+3 won, "really"'] }));
    expect(block(overview, 'Performance Summary')[2]).toBe(`Key Insight,"'-2+3 won, ""really"""`);
  });

  it('says so when nothing was won, and writes empty panels as their columns only', () => {
    const csv = buildReportCsv(makeEmptyReport({ type: 'sales' }));
    expect(block(csv, 'Top Salesperson')[2]).toBe('No deals won in this period');
    expect(block(csv, 'Team Performance')).toHaveLength(2);
    const overview = buildReportCsv(makeEmptyReport());
    expect(block(overview, 'Contacts by Source')).toEqual([
      'Contacts by Source',
      'Source,Contacts,Percent (%)',
    ]);
  });
});
