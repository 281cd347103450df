import type { DealStage } from '@salesflow/shared/deals/deal.schema';

/** One colour per stage, shared by the stage badge and the board's column headers. */
export const STAGE_COLORS: Record<DealStage, string> = {
  prospecting: '#0284c7',
  qualification: '#ca8a04',
  proposal: '#7c3aed',
  closing: '#ea580c',
  won: '#16a34a',
  lost: '#dc2626',
};
