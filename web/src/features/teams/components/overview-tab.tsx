import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import { capitalise } from '@salesflow/shared/contacts/score-band';
import { ASSIGNMENT_LIST_MAX } from '@salesflow/shared/teams/assignment.schema';
import { useAssignments } from '../api/get-assignments';
import { slotsRemaining } from '../utils/team-labels';
import type { TeamViewer } from '../utils/team-viewer';
import { RecentActivity } from './recent-activity';
import { SummaryCard } from './summary-card';

export interface OverviewTabProps {
  viewer: TeamViewer;
}

/** Members and free slots, active assignments, the plan, and the latest assignments. */
export const OverviewTab = ({ viewer }: OverviewTabProps) => {
  const organization = viewer.organization;
  const active = useAssignments('active');
  const members = organization?.currentMembers ?? 0;
  // Without an organization the limit is 1 (document 2, section 9).
  const maxMembers = organization?.maxMembers ?? 1;
  const activeCount = active.data
    ? `${active.data.length}${active.data.length >= ASSIGNMENT_LIST_MAX ? '+' : ''}`
    : active.isError
      ? '-'
      : '…';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        <SummaryCard
          label="Total Members"
          value={String(members)}
          caption={slotsRemaining(maxMembers, members)}
          icon={GroupsOutlinedIcon}
        />
        <SummaryCard
          label="Active Assignments"
          value={activeCount}
          caption="Leads being worked"
          icon={AssignmentIndOutlinedIcon}
        />
        <SummaryCard
          label="Plan"
          value={organization?.plan ? capitalise(organization.plan) : 'Individual'}
          caption={`Up to ${maxMembers} ${maxMembers === 1 ? 'member' : 'members'}`}
          icon={WorkspacePremiumOutlinedIcon}
        />
      </Box>
      <RecentActivity />
    </Box>
  );
};
