import { instantOf, wallTimeAt } from '@salesflow/shared/dates/zoned-time';
import type { TaskDueWindow } from '@salesflow/shared/tasks/task.schema';
import { changesAllRecords } from '@salesflow/shared/teams/lead-rules';
import type { AuthContext } from '../../platform/auth/session';
import { DONE_PREFIX, OPEN_PREFIX, type StoredTask } from './task.entity';

type Caller = Pick<AuthContext, 'userId' | 'role' | 'scope'>;

/** The highest sort key character: a range up to `prefix + TOP` takes all of `prefix`. */
const TOP = '\u{10FFFF}';

export const TASK_NOT_YOURS_MESSAGE =
  'Only its assignee, the one who made it, or a manager can change this task';
export const ASSIGN_SELF_ONLY_MESSAGE = 'A member can assign a task only to themselves';

/** Who may change (edit, complete, delete) a task: its assignee, its maker, managers and above. */
export const mayChangeTask = (caller: Caller, task: Pick<StoredTask, 'assignedTo' | 'createdBy'>) =>
  changesAllRecords(caller) ||
  task.assignedTo === caller.userId ||
  task.createdBy === caller.userId;

/** Why the caller may not give a task to `assignee`; null: they may. Members keep their own. */
export const assigneeRefusal = (caller: Caller, assignee: string): string | null =>
  changesAllRecords(caller) || assignee === caller.userId ? null : ASSIGN_SELF_ONLY_MESSAGE;

/**
 * Whether the caller sees the task without looking at its contact: everyone in an organization
 * that shows all records; a member shown only their own sees theirs (assigned or made) here, and
 * the others only through a contact they see (`contactVisible`).
 */
export const seesTask = (
  caller: Caller,
  task: Pick<StoredTask, 'assignedTo' | 'createdBy' | 'contactId'>,
  contactVisible: (contactId: string) => boolean,
): boolean =>
  caller.scope?.kind !== 'own' ||
  task.assignedTo === caller.userId ||
  task.createdBy === caller.userId ||
  (task.contactId !== null && contactVisible(task.contactId));

/** The instant the caller's day ends in the time zone (tomorrow's midnight there). */
export const endOfDay = (now: Date, timeZone: string): Date => {
  const wall = wallTimeAt(now, timeZone);
  return instantOf(
    { year: wall.year, month: wall.month, day: wall.day + 1, hour: 0, minute: 0 },
    timeZone,
  );
};

/**
 * The sort-key range of a list: open tasks by due time (overdue: before now; today: from now to
 * the day's end in the organization's time zone; tomorrow: the next day there; upcoming: after
 * today; none: all open), soonest
 * first; done ones latest first. A task due at the very instant of a bound is in the later window.
 */
export const listRange = (
  status: 'open' | 'done',
  due: TaskDueWindow | undefined,
  now: Date,
  timeZone: string,
): { between: [string, string]; descending: boolean } => {
  if (status === 'done')
    return { between: [DONE_PREFIX, `${DONE_PREFIX}${TOP}`], descending: true };
  const at = (instant: Date) => `${OPEN_PREFIX}${instant.toISOString()}`;
  const dayEnd = endOfDay(now, timeZone);
  switch (due) {
    case 'overdue':
      return { between: [OPEN_PREFIX, at(now)], descending: false };
    case 'today':
      return { between: [at(now), at(dayEnd)], descending: false };
    case 'tomorrow':
      return { between: [at(dayEnd), at(endOfDay(dayEnd, timeZone))], descending: false };
    case 'upcoming':
      return { between: [at(dayEnd), `${OPEN_PREFIX}${TOP}`], descending: false };
    default:
      return { between: [OPEN_PREFIX, `${OPEN_PREFIX}${TOP}`], descending: false };
  }
};
