import { useMemo } from 'react';
import {
  TASKS_PAGE_SIZE,
  tasksOf,
  useTasksPages,
} from '../../../components/follow-ups/api/get-tasks';
import { useFollowUpsTeam } from '../../../components/follow-ups/follow-ups-team';
import { useTaskDialogs } from '../../../components/follow-ups/hooks/use-task-dialogs';
import { TaskDialogs } from '../../../components/follow-ups/task-dialogs';
import { TaskList } from '../../../components/follow-ups/task-list';
import { PageHeader } from '../../../components/page-header';
import { PagedListPanel } from '../../../components/paged-list/paged-list-panel';
import { errorMessage } from '../../../lib/api-client';
import { useTasksViewParams } from '../hooks/use-tasks-view-params';
import { EMPTY_TASKS, tasksFilterOf } from '../utils/tasks-view';
import { TasksToolbar } from './tasks-toolbar';

/**
 * The Tasks page: the user's follow-ups (or, for managers and above, everyone's) overdue, due
 * today, upcoming or done, each ticked done in one click, edited or deleted; paged by the cursor.
 */
export const TasksScreen = () => {
  const team = useFollowUpsTeam();
  const { view, owner, setView, setOwner } = useTasksViewParams(team.seesEveryone);
  const filter = useMemo(() => tasksFilterOf(view, owner), [view, owner]);
  const query = useTasksPages(filter);
  const tasks = useMemo(() => tasksOf(query.data), [query.data]);
  const dialogs = useTaskDialogs();
  const empty = EMPTY_TASKS[view];

  return (
    <>
      <PageHeader
        title="Tasks"
        subtitle="Calls, emails and meetings to follow up on"
        addLabel="Add task"
        onAdd={() => dialogs.open('form')}
      />
      <PagedListPanel
        noun="tasks"
        query={query}
        rows={tasks}
        pageSize={TASKS_PAGE_SIZE}
        total={null}
        toolbar={
          <TasksToolbar
            view={view}
            onViewChange={setView}
            owner={owner}
            onOwnerChange={team.seesEveryone ? setOwner : undefined}
          />
        }
        loadError={<>Failed to load tasks. {errorMessage(query.error, 'Please try again.')}</>}
        empty={{ noMatches: null, ...empty }}
      >
        {(shown, emptyState) => (
          <TaskList
            tasks={shown}
            label="Tasks"
            showAssignee={owner === 'everyone'}
            onEdit={(task) => dialogs.open('form', task)}
            onDelete={(task) => dialogs.open('delete', task)}
            empty={emptyState}
          />
        )}
      </PagedListPanel>
      <TaskDialogs dialogs={dialogs} />
    </>
  );
};
