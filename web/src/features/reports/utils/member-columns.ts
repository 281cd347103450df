import { formatUsd } from '@salesflow/shared/money/money';
import type { MemberFigures } from '@salesflow/shared/reports/report';
import type { ReportType } from '@salesflow/shared/reports/report-query';
import { formatCount, formatReportPercent, percentOf } from './report-labels';

export interface MemberColumn {
  header: string;
  /** The CSV's header when it needs the unit ("Revenue (USD)"). */
  csvHeader?: string;
  /** The raw figure, as the CSV writes it. */
  value: (member: MemberFigures) => string | number;
  /** As the table shows it. */
  format: (member: MemberFigures) => string;
}

const count = (header: string, value: (member: MemberFigures) => number): MemberColumn => ({
  header,
  value,
  format: (member) => formatCount(value(member)),
});

const percentColumn = (header: string, value: (member: MemberFigures) => number) => ({
  header,
  csvHeader: `${header} (%)`,
  value,
  format: (member: MemberFigures) => formatReportPercent(value(member)),
});

const MEMBER: MemberColumn = { header: 'Member', value: (m) => m.name, format: (m) => m.name };
const NEW_CONTACTS = count('New Contacts', (m) => m.newContacts);
const DEALS = count('Deals', (m) => m.dealsCreated);
const WON = count('Won', (m) => m.won);
const CALLS = count('Calls', (m) => m.calls);
const SUCCESSFUL = count('Successful', (m) => m.successfulCalls);

/** The per-member table of each report type that has one. */
export const MEMBER_COLUMNS: Record<ReportType, readonly MemberColumn[]> = {
  overview: [],
  sales: [
    MEMBER,
    NEW_CONTACTS,
    DEALS,
    WON,
    count('Lost', (m) => m.lost),
    {
      header: 'Revenue',
      csvHeader: 'Revenue (USD)',
      value: (m) => m.revenue,
      format: (m) => formatUsd(m.revenue),
    },
    percentColumn('Win Rate', (m) => m.winRate),
    CALLS,
    SUCCESSFUL,
  ],
  leads: [MEMBER, NEW_CONTACTS, DEALS, WON],
  calls: [
    MEMBER,
    CALLS,
    SUCCESSFUL,
    percentColumn('Success Rate', (m) => percentOf(m.successfulCalls, m.calls)),
  ],
};

/** The members with anything to show in the type's columns (a caller-only member is no lead row). */
export const memberRows = (type: ReportType, members: readonly MemberFigures[]) => {
  const figures = MEMBER_COLUMNS[type].filter((column) => column !== MEMBER);
  return members.filter((member) => figures.some((column) => Number(column.value(member)) > 0));
};
