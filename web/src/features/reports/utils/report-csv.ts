import { BOM, csvCell } from '@salesflow/shared/csv/csv';
import type { Report } from '@salesflow/shared/reports/report';
import { reportCards } from '@salesflow/shared/reports/report-cards';
import { REPORT_RANGE_LABELS, REPORT_TYPE_LABELS } from '@salesflow/shared/reports/report-query';
import { MEMBER_COLUMNS, memberRows } from './member-columns';
import { percentOf, wordsLabel } from './report-labels';
import { type PanelId, panelTitle, REPORT_PANELS } from './report-panels';
import { TREND_SERIES } from './trend-series';

type Cell = string | number | null;

/** A heading row, the column names, then the rows. */
interface Block {
  columns: string[];
  rows: Cell[][];
}

const metric = (rows: [string, Cell][]): Block => ({ columns: ['Metric', 'Value'], rows });

const trendBlock = (report: Report): Block => {
  const series = TREND_SERIES[report.type];
  return {
    columns: ['From', 'To', ...series.map((s) => (s.money ? `${s.label} (USD)` : s.label))],
    rows: report.trend.map((point) => [
      point.from,
      point.to,
      ...series.map((s) => point[s.figure]),
    ]),
  };
};

const BLOCKS: Record<PanelId, (report: Report) => Block> = {
  cards: (report) => metric(reportCards(report.type, report).flatMap((card) => card.csv)),
  trend: trendBlock,
  sources: (report) => ({
    columns: ['Source', 'Contacts', 'Percent (%)'],
    rows: report.sources.map((s) => [wordsLabel(s.source), s.count, s.percent]),
  }),
  stages: (report) => ({
    columns: ['Stage', 'Deals', 'Value (USD)'],
    rows: report.stages.map((s) => [wordsLabel(s.stage), s.count, s.value]),
  }),
  calls: ({ calls }) =>
    metric([
      ['Total Calls', calls.total],
      ['Successful Calls', calls.successful],
      ['Success Rate (%)', calls.successRate],
      ['Demo Calls (not counted)', calls.demo],
    ]),
  outcomes: ({ calls }) => ({
    columns: ['Outcome', 'Calls', 'Percent (%)'],
    rows: calls.byOutcome.map((o) => [
      wordsLabel(o.outcome),
      o.count,
      percentOf(o.count, calls.total),
    ]),
  }),
  funnel: (report) => ({
    columns: ['Step', 'Count', 'Conversion (%)'],
    rows: report.funnel.map((step) => [wordsLabel(step.step), step.count, step.conversion]),
  }),
  timeInStage: (report) => ({
    columns: ['Stage', 'Average Days', 'Deals Moved On'],
    rows: report.timeInStage.map((s) => [wordsLabel(s.stage), s.averageDays, s.exits]),
  }),
  topSalesperson: ({ topSalesperson: top }) => ({
    columns: ['Member', 'Revenue (USD)', 'Won Deals'],
    rows: top ? [[top.name, top.revenue, top.won]] : [['No deals won in this period']],
  }),
  members: (report) => {
    const columns = MEMBER_COLUMNS[report.type];
    return {
      columns: columns.map((c) => c.csvHeader ?? c.header),
      rows: memberRows(report.type, report.members).map((m) => columns.map((c) => c.value(m))),
    };
  },
  summary: (report) => ({
    columns: ['Section', 'Text'],
    rows: [
      ...report.insights.map((text) => ['Key Insight', text]),
      ...report.recommendations.map((text) => ['Recommendation', text]),
    ],
  }),
};

const line = (cells: readonly Cell[]) => cells.map(csvCell).join(',');

const blockLines = (heading: string, { columns, rows }: Block) => [
  line([heading]),
  line(columns),
  ...rows.map(line),
];

/**
 * The report as shown, for a spreadsheet: which report and range, then one block per panel of its
 * type (heading row, column names, rows), blank lines between. Figures are raw numbers (dollars,
 * percents to one decimal); every cell goes through `csvCell`, so a member named `=cmd()` stays
 * text.
 */
export const buildReportCsv = (report: Report): string => {
  const about = blockLines('SalesFlow Report', {
    columns: ['Report', 'Date Range', 'From', 'To'],
    rows: [
      [
        REPORT_TYPE_LABELS[report.type],
        REPORT_RANGE_LABELS[report.range],
        report.span.from,
        report.span.to,
      ],
    ],
  });
  const panels = REPORT_PANELS[report.type].map((panel) =>
    blockLines(panelTitle(report.type, panel), BLOCKS[panel](report)),
  );
  return `${BOM}${[about, ...panels].map((lines) => lines.join('\r\n')).join('\r\n\r\n')}\r\n`;
};

/** `salesflow-report-sales-2026-10-28-to-2026-11-26.csv` */
export const reportFileName = (report: Report): string =>
  `salesflow-report-${report.type}-${report.span.from}-to-${report.span.to}.csv`;
