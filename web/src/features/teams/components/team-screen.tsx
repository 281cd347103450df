import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { PageHeader } from '../../../components/page-header';
import { RetryAlert } from '../../../components/retry-alert';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useCurrentMembership } from '../hooks/use-current-membership';
import {
  TEAM_TAB_LABELS,
  TEAM_TABS,
  type TeamTab,
  useTeamTabParam,
} from '../hooks/use-team-tab-param';
import type { TeamViewer } from '../utils/team-viewer';
import { AssignmentsTab } from './assignments-tab';
import { MembersTab } from './members-tab';
import { OverviewTab } from './overview-tab';
import { SettingsTab } from './settings-tab';

export interface TeamScreenProps {
  /** The signed-in user's id (a member's id is their user id). */
  userId: string;
}

/** Team management (document 2): Overview, Team Members, Lead Assignments, Settings. */
export const TeamScreen = ({ userId }: TeamScreenProps) => {
  const ids = useId();
  const isMobile = useIsMobile();
  const [tab, setTab] = useTeamTabParam();
  const membership = useCurrentMembership();
  const viewer: TeamViewer = {
    id: userId,
    role: membership.role,
    organization: membership.organization,
  };
  return (
    <>
      <PageHeader
        title="Team Management"
        subtitle={
          membership.organization
            ? `${membership.organization.name} · manage your team members and lead assignments`
            : 'Manage your team members and lead assignments'
        }
      />
      <Tabs
        value={tab}
        onChange={(_event, next: TeamTab) => setTab(next)}
        aria-label="Team sections"
        // On a phone all four share the width, their labels on two lines, none scrolled away.
        variant={isMobile ? 'fullWidth' : 'standard'}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TEAM_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={TEAM_TAB_LABELS[value]}
            id={`${ids}-${value}-tab`}
            aria-controls={`${ids}-${value}`}
            sx={
              isMobile
                ? { minWidth: 0, px: 0.5, fontSize: '0.8125rem', lineHeight: 1.3 }
                : undefined
            }
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${ids}-${tab}`} aria-labelledby={`${ids}-${tab}-tab`}>
        {membership.query.isError ? (
          <RetryAlert onRetry={() => membership.query.refetch()}>
            Failed to load your organization.
          </RetryAlert>
        ) : membership.query.isPending ? (
          <Skeleton variant="rounded" height={240} data-testid="team-skeleton" />
        ) : (
          <TabContent
            tab={tab}
            viewer={viewer}
            hasOtherOrganization={membership.organizations.length > 1}
          />
        )}
      </Box>
    </>
  );
};

interface TabContentProps {
  tab: TeamTab;
  viewer: TeamViewer;
  hasOtherOrganization: boolean;
}

const TabContent = ({ tab, viewer, hasOtherOrganization }: TabContentProps) => {
  switch (tab) {
    case 'members':
      return <MembersTab viewer={viewer} hasOtherOrganization={hasOtherOrganization} />;
    case 'assignments':
      return <AssignmentsTab viewer={viewer} />;
    case 'settings':
      return <SettingsTab viewer={viewer} />;
    default:
      return <OverviewTab viewer={viewer} />;
  }
};
