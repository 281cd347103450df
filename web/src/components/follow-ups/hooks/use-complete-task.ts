import type { Task } from '@salesflow/shared/tasks/task-types';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../toast/use-toast';
import { useSetTaskDone } from '../api/set-task-done';

/**
 * The tick beside a task: done (or open again) at once, with Undo in the toast that says so; a
 * failure puts the tick back and says why. Promises rather than `mutate`'s callbacks, which run
 * for the latest call only: ticking two tasks quickly gives two toasts.
 */
export const useCompleteTask = () => {
  const toast = useToast();
  const { mutateAsync } = useSetTaskDone();
  const failed = (error: unknown) =>
    toast({
      title: 'Error',
      description: errorMessage(error, 'Failed to update the task.'),
      variant: 'error',
    });
  const setDone = (task: Task, done: boolean) =>
    mutateAsync({ id: task.id, done }).then(() => {
      if (!done) return;
      toast({
        title: 'Task done',
        description: task.title,
        variant: 'success',
        action: { label: 'Undo', onClick: () => void setDone(task, false) },
      });
    }, failed);
  return setDone;
};
