import type { DealStage } from '../deals/deal.schema';

/** GET /api/deals/summary: the Deals screen's cards and the board's column counts and total. */
export interface DealSummary {
  totalDeals: number;
  activeDeals: number;
  /** Value of deals not won or lost, in dollars. */
  pipelineValue: number;
  wonValue: number;
  byStage: Record<DealStage, { count: number; value: number }>;
}
