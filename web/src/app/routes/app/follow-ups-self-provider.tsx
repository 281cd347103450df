import { knownTimeZone } from '@salesflow/shared/dates/zoned-time';
import { type ReactNode, useMemo } from 'react';
import {
  type FollowUpsTeam,
  FollowUpsTeamContext,
} from '../../../components/follow-ups/follow-ups-team';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';

/**
 * The follow-up pieces' view of the user where only their own tasks show (the dashboard's My day):
 * their id and the organization's time zone, without the team (whose code and members the
 * dashboard's first screen need not load).
 */
export const FollowUpsSelfProvider = ({ children }: { children: ReactNode }) => {
  const user = useCurrentUser().data;
  const userId = user?.id ?? '';
  const timeZone = knownTimeZone(user?.timezone);
  const self = useMemo<FollowUpsTeam>(
    () => ({ userId, timeZone, seesEveryone: false, assignees: [] }),
    [userId, timeZone],
  );
  return <FollowUpsTeamContext value={self}>{children}</FollowUpsTeamContext>;
};
