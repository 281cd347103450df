import type { ReportType } from '@salesflow/shared/reports/report-query';

/** The blocks a report type shows, in order: the page lays them out, the CSV writes them. */
export type PanelId =
  | 'cards'
  | 'trend'
  | 'sources'
  | 'stages'
  | 'calls'
  | 'outcomes'
  | 'funnel'
  | 'timeInStage'
  | 'topSalesperson'
  | 'members'
  | 'summary';

export const REPORT_PANELS: Record<ReportType, readonly PanelId[]> = {
  overview: ['cards', 'sources', 'stages', 'calls', 'summary'],
  sales: ['cards', 'trend', 'funnel', 'timeInStage', 'topSalesperson', 'members'],
  leads: ['cards', 'trend', 'sources', 'funnel', 'members'],
  calls: ['cards', 'trend', 'outcomes', 'members'],
};

const TITLES: Record<PanelId, string> = {
  cards: 'Key Figures',
  trend: 'Trend',
  sources: 'Contacts by Source',
  stages: 'Deals by Stage',
  calls: 'AI Calling Performance',
  outcomes: 'Call Outcomes',
  funnel: 'Sales Funnel',
  timeInStage: 'Time in Stage',
  topSalesperson: 'Top Salesperson',
  members: 'Team Performance',
  summary: 'Performance Summary',
};

const BY_TYPE: Partial<Record<ReportType, Partial<Record<PanelId, string>>>> = {
  sales: { trend: 'Revenue and Won Deals' },
  leads: { trend: 'New Contacts Over Time', members: 'New Contacts by Member' },
  calls: { trend: 'Calls Over Time', members: 'Calls by Member' },
};

/** A panel's heading on the page and its heading row in the CSV. */
export const panelTitle = (type: ReportType, panel: PanelId): string =>
  BY_TYPE[type]?.[panel] ?? TITLES[panel];
