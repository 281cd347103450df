import type { Task } from '@salesflow/shared/tasks/task-types';
import { useState } from 'react';

export type TaskDialogKind = 'form' | 'delete';

/** Which task dialog is open, and for which task (none: a new one). */
export const useTaskDialogs = () => {
  const [state, setState] = useState<{ kind: TaskDialogKind | null; task: Task | null }>({
    kind: null,
    task: null,
  });
  return {
    kind: state.kind,
    task: state.task,
    open: (kind: TaskDialogKind, task: Task | null = null) => setState({ kind, task }),
    // The task stays while the dialog fades out, so its title does not blank.
    close: () => setState((current) => ({ ...current, kind: null })),
  };
};

export type TaskDialogs = ReturnType<typeof useTaskDialogs>;
