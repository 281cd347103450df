import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import type { DealStage } from '@salesflow/shared/deals/deal.schema';
import { STAGE_COLORS } from '../../../lib/stage-colors';
import { stageLabel } from '../utils/deal-labels';

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
