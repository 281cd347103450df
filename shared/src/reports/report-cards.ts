import { formatUsd } from '../money/money';
import type { Report } from './report';
import { countLabel, formatCount, formatReportPercent, wordsLabel } from './report-labels';
import { REPORT_RANGE_LABELS, type ReportType } from './report-query';

export interface ReportCard {
  label: string;
  value: string;
  /** The line under the figure. */
  caption: string;
  /** What the CSV writes for the card: one row per figure, raw values. */
  csv: [string, string | number][];
}

const revenueCards = (report: Report): ReportCard[] => {
  const { cards } = report;
  return [
    {
      label: 'Total Revenue',
      value: formatUsd(cards.totalRevenue),
      caption: countLabel(cards.wonDeals, 'won deal'),
      csv: [
        ['Total Revenue (USD)', cards.totalRevenue],
        ['Won Deals', cards.wonDeals],
      ],
    },
    {
      label: 'Conversion Rate',
      value: formatReportPercent(cards.conversionRate),
      caption: 'won deals per new contact',
      csv: [['Conversion Rate (%)', cards.conversionRate]],
    },
    {
      label: 'Avg Deal Size',
      value: formatUsd(cards.avgDealSize),
      caption: 'won deals',
      csv: [['Avg Deal Size (USD)', cards.avgDealSize]],
    },
    {
      label: 'New Contacts',
      value: formatCount(cards.newContactsThisMonth),
      caption: 'this month',
      csv: [['New Contacts This Month', cards.newContactsThisMonth]],
    },
  ];
};

const leadCards = (report: Report): ReportCard[] => {
  const { cards } = report;
  const top = report.sources[0];
  const range = REPORT_RANGE_LABELS[report.range];
  return [
    {
      label: 'New Contacts',
      value: formatCount(cards.newContacts),
      caption: range,
      csv: [[`New Contacts (${range})`, cards.newContacts]],
    },
    {
      label: 'New This Month',
      value: formatCount(cards.newContactsThisMonth),
      caption: 'this month',
      csv: [['New Contacts This Month', cards.newContactsThisMonth]],
    },
    {
      label: 'Top Source',
      value: top ? wordsLabel(top.source) : '—',
      caption: top
        ? `${countLabel(top.count, 'contact')} (${formatReportPercent(top.percent)})`
        : 'none yet',
      csv: [['Top Source', top ? wordsLabel(top.source) : '']],
    },
    {
      label: 'Conversion Rate',
      value: formatReportPercent(cards.conversionRate),
      caption: 'won deals per new contact',
      csv: [['Conversion Rate (%)', cards.conversionRate]],
    },
  ];
};

const callCards = (report: Report): ReportCard[] => {
  const { calls } = report;
  return [
    {
      label: 'Total Calls',
      value: formatCount(calls.total),
      caption: REPORT_RANGE_LABELS[report.range],
      csv: [['Total Calls', calls.total]],
    },
    {
      label: 'Successful Calls',
      value: formatCount(calls.successful),
      caption: 'interested or callback',
      csv: [['Successful Calls', calls.successful]],
    },
    {
      label: 'Success Rate',
      value: formatReportPercent(calls.successRate),
      caption: 'of all calls',
      csv: [['Success Rate (%)', calls.successRate]],
    },
    {
      label: 'Demo Calls',
      value: formatCount(calls.demo),
      caption: 'free, not counted as calls',
      csv: [['Demo Calls (not counted)', calls.demo]],
    },
  ];
};

/** The headline cards of a report type. */
export const reportCards = (type: ReportType, report: Report): ReportCard[] =>
  type === 'leads'
    ? leadCards(report)
    : type === 'calls'
      ? callCards(report)
      : revenueCards(report);
