import type { DealStage } from '../deals/deal.schema';
import type { Granularity, RangeDays } from './report-calendar';
import type { ReportRange, ReportType } from './report-query';

/** GET /api/reports: the figures of one report type over one range, as the page shows them. */
export interface ReportCards {
  /** Value of the deals won in the range, in US dollars. */
  totalRevenue: number;
  wonDeals: number;
  /** Won deals divided by the contacts created in the range, in percent to one decimal. */
  conversionRate: number;
  /** Average value of the deals won in the range, in US dollars. */
  avgDealSize: number;
  /** Contacts created this month (the organization's calendar), whatever the range. */
  newContactsThisMonth: number;
  /** Contacts created in the range. */
  newContacts: number;
}

export interface SourceFigure {
  /** A contact source, or `unknown` for contacts with none. */
  source: string;
  count: number;
  percent: number;
}

export interface StageFigure {
  stage: DealStage;
  count: number;
  /** US dollars. */
  value: number;
}

/** Calls as shared/src/metrics/figure-definitions.ts defines them: real calls placed. */
export interface CallFigures {
  total: number;
  /** Outcome interested or callback. */
  successful: number;
  successRate: number;
  /** Demo calls made in the range: free, and in none of the other figures. */
  demo: number;
  byOutcome: { outcome: string; count: number }[];
}

export interface TrendPoint {
  from: string;
  to: string;
  newContacts: number;
  dealsCreated: number;
  won: number;
  /** US dollars won. */
  revenue: number;
  calls: number;
  successfulCalls: number;
}

export interface FunnelStep {
  step: 'leads' | DealStage;
  count: number;
  /** Percent of the step before that reached this one (one decimal); null for the first. */
  conversion: number | null;
}

export interface StageTime {
  stage: DealStage;
  /** Average days a deal stayed in the stage, over the deals that left it in the range. */
  averageDays: number | null;
  exits: number;
}

export interface MemberFigures {
  /** A member's user id, or `NONE` for leads nobody holds. */
  memberId: string;
  name: string;
  newContacts: number;
  dealsCreated: number;
  won: number;
  lost: number;
  revenue: number;
  winRate: number;
  calls: number;
  successfulCalls: number;
}

export interface Report {
  type: ReportType;
  range: ReportRange;
  span: RangeDays;
  granularity: Granularity;
  cards: ReportCards;
  sources: SourceFigure[];
  stages: StageFigure[];
  calls: CallFigures;
  /** Won divided by won plus lost, of the deals closed in the range, percent to one decimal. */
  winRate: number;
  lostDeals: number;
  /** Deals created in the range that are in the closing stage now. */
  closingDeals: number;
  trend: TrendPoint[];
  funnel: FunnelStep[];
  timeInStage: StageTime[];
  members: MemberFigures[];
  /** The member with the most value won in the range; null when nothing was won. */
  topSalesperson: { memberId: string; name: string; revenue: number; won: number } | null;
  insights: string[];
  recommendations: string[];
}
