import Chip from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import type {
  AssignmentPriority,
  AssignmentStatus,
} from '@salesflow/shared/teams/assignment.schema';
import { ASSIGNMENT_STATUS_LABELS, PRIORITY_LABELS } from '../utils/team-labels';

const PRIORITY_TONES = {
  urgent: 'error',
  high: 'warning',
  medium: 'primary',
  low: 'default',
} as const;

type Tone = 'error' | 'warning' | 'primary' | 'success' | 'default';

const toneSx = (tone: Tone) => (theme: Theme) =>
  tone === 'default'
    ? { bgcolor: 'grey.100', color: 'grey.700', fontWeight: 600 }
    : {
        bgcolor: alpha(theme.palette[tone].main, 0.12),
        color: theme.palette[tone].dark,
        fontWeight: 600,
      };

export const PriorityBadge = ({ priority }: { priority: AssignmentPriority }) => (
  <Chip
    size="small"
    label={PRIORITY_LABELS[priority] ?? priority}
    sx={toneSx(PRIORITY_TONES[priority] ?? 'default')}
  />
);

export const AssignmentStatusBadge = ({ status }: { status: AssignmentStatus }) => (
  <Chip
    size="small"
    variant="outlined"
    label={ASSIGNMENT_STATUS_LABELS[status] ?? status}
    sx={toneSx(status === 'completed' ? 'success' : 'default')}
  />
);
