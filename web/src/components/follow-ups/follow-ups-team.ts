import { createContext, useContext } from 'react';

/** A teammate a task may be given to. */
export interface TaskAssignee {
  id: string;
  name: string;
}

/**
 * What the follow-up pieces need to know of the signed-in user and their team. The app composes
 * it (from the current user and the team features) and provides it around the screens that show
 * tasks, so these shared pieces import no feature.
 */
export interface FollowUpsTeam {
  /** The signed-in user's id. */
  userId: string;
  /** The organization's IANA time zone: due times are shown and typed in it. */
  timeZone: string;
  /** Managers and above: everyone's tasks, and giving tasks to others (as the server allows). */
  seesEveryone: boolean;
  /** Who a task may be given to (managers and above); empty for a member. */
  assignees: readonly TaskAssignee[];
}

/** Until the app says otherwise: nobody's tasks but one's own, in UTC. */
export const NO_TEAM: FollowUpsTeam = {
  userId: '',
  timeZone: 'UTC',
  seesEveryone: false,
  assignees: [],
};

export const FollowUpsTeamContext = createContext<FollowUpsTeam>(NO_TEAM);

export const useFollowUpsTeam = () => useContext(FollowUpsTeamContext);
