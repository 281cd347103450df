import { TasksScreen } from '../../../features/tasks/components/tasks-screen';
import { FollowUpsTeamProvider } from './follow-ups-team-provider';

/** /app/tasks: the follow-ups page, with the user's time zone, role and team. */
export const TasksRoute = () => (
  <FollowUpsTeamProvider>
    <TasksScreen />
  </FollowUpsTeamProvider>
);
