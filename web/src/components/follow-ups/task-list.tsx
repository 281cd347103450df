import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import type { Task } from '@salesflow/shared/tasks/task-types';
import { Fragment, type ReactNode } from 'react';
import { useCompleteTask } from './hooks/use-complete-task';
import { TaskRow } from './task-row';

export interface TaskListProps {
  /** The tasks; null while the first page loads. */
  tasks: readonly Task[] | null;
  /** Shown when there are none. */
  empty: ReactNode;
  /** "Tasks", "Follow-ups": the list's accessible name. */
  label: string;
  /** Link each task to its contact, by name (not in the contact's own drawer). */
  showContacts?: boolean;
  showAssignee?: boolean;
  onEdit?: ((task: Task) => void) | undefined;
  onDelete?: ((task: Task) => void) | undefined;
  /** A small loading spinner (the contact drawer). */
  compact?: boolean;
}

/** Tasks with their one-click tick (and Undo), edit and delete. */
export const TaskList = ({
  tasks,
  empty,
  label,
  showContacts = true,
  showAssignee = false,
  onEdit,
  onDelete,
  compact = false,
}: TaskListProps) => {
  const complete = useCompleteTask();
  if (!tasks) {
    // A spinner rather than skeleton rows: MUI's Skeleton shared with this lazily loaded list
    // would split a chunk of the signed-in first screen (web/README.md, "First screen weight").
    return (
      <Stack sx={{ alignItems: 'center', py: compact ? 1 : 4 }}>
        <CircularProgress size={compact ? 20 : 28} aria-label={`Loading ${label.toLowerCase()}`} />
      </Stack>
    );
  }
  if (tasks.length === 0) return empty;
  return (
    <List disablePadding aria-label={label}>
      {tasks.map((task, index) => (
        <Fragment key={task.id}>
          {index > 0 ? <Divider component="li" aria-hidden /> : null}
          <TaskRow
            task={task}
            contactName={showContacts ? (task.contactName ?? undefined) : undefined}
            showAssignee={showAssignee}
            onToggle={complete}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </Fragment>
      ))}
    </List>
  );
};
