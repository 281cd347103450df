import type { Task } from '@salesflow/shared/tasks/task-types';
import type { FollowUpsTeam } from '../follow-ups-team';

/**
 * Whether the user may tick, edit or delete a task, as the server decides
 * (functions/src/modules/tasks/task-rules.ts): managers and above any; a member theirs, made or
 * assigned.
 */
export const mayChangeTask = (
  team: Pick<FollowUpsTeam, 'userId' | 'seesEveryone'>,
  task: Pick<Task, 'assignedTo' | 'createdBy'>,
): boolean =>
  team.seesEveryone || task.assignedTo === team.userId || task.createdBy === team.userId;

/** "You", a teammate's name, or "A teammate" for one no longer listed. */
export const assigneeLabel = (team: FollowUpsTeam, userId: string): string =>
  userId === team.userId
    ? 'You'
    : (team.assignees.find((member) => member.id === userId)?.name ?? 'A teammate');
