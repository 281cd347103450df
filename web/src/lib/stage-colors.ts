import type { DealStage } from '@salesflow/shared/deals/deal.schema';

/** One colour per stage: the stage badge, the board's columns, the reports' stage bars. */
export const STAGE_COLORS: Record<DealStage, string> = {
  prospecting: '#0284c7',
  qualification: '#ca8a04',
  proposal: '#7c3aed',
  closing: '#ea580c',
  won: '#16a34a',
  lost: '#dc2626',
};
