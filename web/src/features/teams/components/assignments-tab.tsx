import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  ASSIGNMENT_FILTERS,
  type AssignmentFilter,
  type LeadAssignment,
  matchesAssignmentFilter,
} from '@salesflow/shared/teams/assignment.schema';
import { EmptyState } from '../../../components/empty-state';
import { lazyPopup, PopupLoading } from '../../../components/lazy-popup';
import { RetryAlert } from '../../../components/retry-alert';
import { useAssignments } from '../api/get-assignments';
import { useAssignmentFilterParam } from '../hooks/use-assignment-filter-param';
import { useCompleteAssignmentAction } from '../hooks/use-complete-assignment-action';
import { useDialogTarget } from '../hooks/use-dialog-target';
import { ASSIGNMENT_FILTER_LABELS, EMPTY_ASSIGNMENTS } from '../utils/team-labels';
import type { TeamViewer } from '../utils/team-viewer';
import { AssignmentCard } from './assignment-card';

const ReassignDialog = lazyPopup(
  async () => (await import('./reassign-dialog')).ReassignDialog,
  <PopupLoading />,
);

export interface AssignmentsTabProps {
  viewer: TeamViewer;
}

/** Lead Assignments: All, Active, Completed, High Priority (urgent or high), as cards. */
export const AssignmentsTab = ({ viewer }: AssignmentsTabProps) => {
  const [filter, setFilter] = useAssignmentFilterParam();
  const assignments = useAssignments(filter);
  const complete = useCompleteAssignmentAction();
  const reassign = useDialogTarget<LeadAssignment>();
  // The server filters; the shown list keeps to the chosen filter while another one loads.
  const shown = assignments.data?.filter((item) => matchesAssignmentFilter(item, filter));
  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        onChange={(_event, next: AssignmentFilter | null) => {
          if (next) setFilter(next);
        }}
        aria-label="Filter assignments"
        sx={{ mb: 2, width: { xs: '100%', sm: 'auto' } }}
      >
        {ASSIGNMENT_FILTERS.map((value) => (
          <ToggleButton
            key={value}
            value={value}
            sx={{ px: { xs: 0.5, sm: 2 }, flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
          >
            {ASSIGNMENT_FILTER_LABELS[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {assignments.isError ? (
        <RetryAlert onRetry={() => assignments.refetch()}>Failed to load assignments.</RetryAlert>
      ) : !shown ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={190} data-testid="assignment-skeleton" />
          ))}
        </Box>
      ) : shown.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<AssignmentIndOutlinedIcon />}
            title="No assignments"
            description={EMPTY_ASSIGNMENTS[filter]}
          />
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label="Lead assignments"
          sx={{
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' },
          }}
        >
          {shown.map((assignment) => (
            <AssignmentCard
              key={assignment.id}
              assignment={assignment}
              viewer={viewer}
              completing={complete.pendingId === assignment.id}
              onComplete={complete.run}
              onReassign={reassign.show}
            />
          ))}
        </Box>
      )}
      <ReassignDialog open={reassign.open} assignment={reassign.target} onClose={reassign.close} />
    </Box>
  );
};
