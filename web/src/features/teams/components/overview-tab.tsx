import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { capitalise } from '@salesflow/shared/contacts/score-band';
import { ASSIGNMENT_LIST_MAX } from '@salesflow/shared/teams/assignment.schema';
import type { ReactNode } from 'react';
import { FigureTile } from '../../../components/figure-tile';
import { useAssignments } from '../api/get-assignments';
import { slotsRemaining } from '../utils/team-labels';
import type { TeamViewer } from '../utils/team-viewer';
import { RecentActivity } from './recent-activity';

/** The line under an Overview figure. */
const TileCaption = ({ children }: { children: ReactNode }) => (
  <Typography variant="caption" color="textSecondary" component="p">
    {children}
  </Typography>
);

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
        <FigureTile label="Total Members" value={String(members)} icon={GroupsOutlinedIcon}>
          <TileCaption>{slotsRemaining(maxMembers, members)}</TileCaption>
        </FigureTile>
        <FigureTile label="Active Assignments" value={activeCount} icon={AssignmentIndOutlinedIcon}>
          <TileCaption>Leads being worked</TileCaption>
        </FigureTile>
        <FigureTile
          label="Plan"
          value={organization?.plan ? capitalise(organization.plan) : 'Individual'}
          icon={WorkspacePremiumOutlinedIcon}
        >
          <TileCaption>{`Up to ${maxMembers} ${maxMembers === 1 ? 'member' : 'members'}`}</TileCaption>
        </FigureTile>
      </Box>
      <RecentActivity />
    </Box>
  );
};
