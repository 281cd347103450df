import { knownTimeZone } from '@salesflow/shared/dates/zoned-time';
import { type ReactNode, useMemo } from 'react';
import {
  type FollowUpsTeam,
  FollowUpsTeamContext,
} from '../../../components/follow-ups/follow-ups-team';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { useTeamMembers } from '../../../features/teams/api/get-team-members';
import { useCurrentMembership } from '../../../features/teams/hooks/use-current-membership';
import { personName } from '../../../features/teams/utils/team-labels';
import { can } from '../../../features/teams/utils/team-viewer';

/**
 * What the follow-up pieces (the Tasks page, the contact drawer's Follow-ups, My day) know of the
 * user: their id, the organization's time zone, and for managers and above everyone's tasks and
 * the team to give tasks to (the role is "member" until known, so nothing is offered early).
 */
export const useFollowUpsTeam = (): FollowUpsTeam => {
  const user = useCurrentUser().data;
  const { role } = useCurrentMembership();
  const seesEveryone = can({ role }, 'all-records');
  const members = useTeamMembers({ enabled: seesEveryone }).data;
  const userId = user?.id ?? '';
  const timeZone = knownTimeZone(user?.timezone);
  return useMemo(
    () => ({
      userId,
      timeZone,
      seesEveryone,
      assignees: seesEveryone
        ? (members ?? []).map((member) => ({ id: member.id, name: personName(member.user) }))
        : [],
    }),
    [userId, timeZone, seesEveryone, members],
  );
};

/** Provides the follow-up pieces below it with the user's team (see `useFollowUpsTeam`). */
export const FollowUpsTeamProvider = ({ children }: { children: ReactNode }) => (
  <FollowUpsTeamContext value={useFollowUpsTeam()}>{children}</FollowUpsTeamContext>
);
