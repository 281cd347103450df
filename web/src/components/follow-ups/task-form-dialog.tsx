import type { Task } from '@salesflow/shared/tasks/task.schema';
import { FormDialog } from '../form-dialog/form-dialog';
import { RecordForm } from '../form-dialog/record-form';
import { useCreateTask } from './api/create-task';
import { useUpdateTask } from './api/update-task';
import { useFollowUpsTeam } from './follow-ups-team';
import { taskFormValues, useTaskForm } from './hooks/use-task-form';
import { TaskFormFields } from './task-form-fields';

export interface TaskFormDialogProps {
  open: boolean;
  /** An existing task puts the dialog in edit mode. */
  task?: Task | null | undefined;
  /** A new task's contact (the contact drawer's "Add follow-up"). */
  contactId?: string | null | undefined;
  onClose: () => void;
}

/** Add task / Edit task. */
export const TaskFormDialog = ({ open, task, contactId, onClose }: TaskFormDialogProps) => (
  <FormDialog open={open} title={task ? 'Edit task' : 'Add task'} onClose={onClose}>
    <TaskForm key={task?.id ?? 'new'} task={task} contactId={contactId} onDone={onClose} />
  </FormDialog>
);

interface TaskFormProps {
  task: Task | null | undefined;
  contactId: string | null | undefined;
  onDone: () => void;
}

const TaskForm = ({ task, contactId, onDone }: TaskFormProps) => {
  const team = useFollowUpsTeam();
  const form = useTaskForm(
    taskFormValues(task, { timeZone: team.timeZone, userId: team.userId, contactId }),
    team.timeZone,
  );
  const create = useCreateTask();
  const update = useUpdateTask();
  return (
    <RecordForm
      form={form}
      noun="Task"
      id={task?.id}
      create={create}
      update={update}
      onDone={onDone}
      submitLabel={task ? 'Save task' : 'Add task'}
      Fields={TaskFormFields}
    />
  );
};
