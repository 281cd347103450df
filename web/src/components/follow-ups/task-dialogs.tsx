import { lazyPopup, PopupLoading } from '../lazy-popup';
import type { TaskDialogs as TaskDialogsState } from './hooks/use-task-dialogs';

// The form brings zod and the task schema: it loads the first time a task is added or edited.
const TaskFormDialog = lazyPopup(
  async () => (await import('./task-form-dialog')).TaskFormDialog,
  <PopupLoading />,
);
const DeleteTaskDialog = lazyPopup(
  async () => (await import('./delete-task-dialog')).DeleteTaskDialog,
  <PopupLoading />,
);

export interface TaskDialogsProps {
  dialogs: TaskDialogsState;
  /** A new task's contact. */
  contactId?: string | undefined;
}

/** The add/edit and delete dialogs of a list of tasks. */
export const TaskDialogs = ({ dialogs, contactId }: TaskDialogsProps) => (
  <>
    <TaskFormDialog
      open={dialogs.kind === 'form'}
      task={dialogs.task}
      contactId={contactId}
      onClose={dialogs.close}
    />
    <DeleteTaskDialog
      open={dialogs.kind === 'delete'}
      task={dialogs.task}
      onClose={dialogs.close}
    />
  </>
);
