import type { TasksFilter } from '../../../components/follow-ups/api/get-tasks';

/** The Tasks page's tabs: three windows of open tasks, then the done ones. */
export const TASK_VIEWS = ['overdue', 'today', 'upcoming', 'done'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

export const TASK_VIEW_LABELS: Record<TaskView, string> = {
  overdue: 'Overdue',
  today: 'Today',
  upcoming: 'Upcoming',
  done: 'Done',
};

/** Whose tasks: the user's own, or everyone's they may see (managers and above). */
export type TaskOwner = 'mine' | 'everyone';

export const isTaskView = (value: unknown): value is TaskView =>
  typeof value === 'string' && (TASK_VIEWS as readonly string[]).includes(value);

/** What GET /api/tasks is asked for a tab and owner filter. */
export const tasksFilterOf = (view: TaskView, owner: TaskOwner): TasksFilter => ({
  ...(view === 'done' ? { status: 'done' } : { status: 'open', due: view }),
  assignedTo: owner === 'mine' ? 'me' : undefined,
});

/** What an empty tab says. */
export const EMPTY_TASKS: Record<TaskView, { title: string; description: string }> = {
  overdue: { title: 'Nothing overdue', description: 'You are all caught up. Nice work!' },
  today: {
    title: 'Nothing due today',
    description: 'Plan a call, email or meeting with "Add task".',
  },
  upcoming: {
    title: 'Nothing planned ahead',
    description: 'Follow-ups you schedule for later days show up here.',
  },
  done: {
    title: 'Nothing done yet',
    description: 'Tick a task when it is done and it moves here.',
  },
};
