import type { Task } from '@salesflow/shared/tasks/task.schema';
import { errorMessage } from '../../lib/api-client';
import { DeleteRecordDialog } from '../delete-record-dialog';
import { useDeleteTask } from './api/delete-task';

export interface DeleteTaskDialogProps {
  open: boolean;
  task: Task | null | undefined;
  onClose: () => void;
}

/** Asks before deleting a task. */
export const DeleteTaskDialog = ({ open, task, onClose }: DeleteTaskDialogProps) => {
  const remove = useDeleteTask();
  return (
    <DeleteRecordDialog
      open={open}
      noun="Task"
      record={task ? { id: task.id, name: `"${task.title}"` } : null}
      message="The task and its reminder go for good. To keep it on record, tick it done instead."
      remove={remove}
      failureMessage={(error) => errorMessage(error, 'Failed to delete the task.')}
      onClose={onClose}
    />
  );
};
