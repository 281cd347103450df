import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import type { DealStage } from '@salesflow/shared/deals/deal.schema';
import { stageLabel } from '../utils/deal-labels';
import { STAGE_COLORS } from '../utils/stage-colors';

export interface StageBadgeProps {
  stage: DealStage;
}

export const StageBadge = ({ stage }: StageBadgeProps) => (
  <Chip
    label={stageLabel(stage)}
    size="small"
    sx={{
      bgcolor: alpha(STAGE_COLORS[stage], 0.12),
      color: STAGE_COLORS[stage],
      fontWeight: 600,
    }}
  />
);
