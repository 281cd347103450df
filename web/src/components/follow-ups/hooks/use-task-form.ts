import {
  type Task,
  type TaskInput,
  type TaskType,
  taskInputSchema,
} from '@salesflow/shared/tasks/task.schema';
import { type FieldOf, formValidation, useValidatedForm } from '../../../lib/use-validated-form';
import { defaultDueInput, dueInputOf, dueInstantOf } from '../utils/due-time';

export interface TaskFormValues {
  title: string;
  type: TaskType;
  /** A `datetime-local` value, read in the organization's zone. */
  due: string;
  notes: string;
  /** The assignee's id; blank leaves it to the server (the creator, or as it was). */
  assignedTo: string;
  /** The contact the task hangs on (set by where it was added, not typed). */
  contactId: string | null;
}

export type TaskFormField = keyof TaskFormValues;

/** Schema and server field names → form fields. */
const FIELDS = new Map<unknown, TaskFormField>([
  ['title', 'title'],
  ['type', 'type'],
  ['dueAt', 'due'],
  ['notes', 'notes'],
  ['assignedTo', 'assignedTo'],
  ['contactId', 'title'],
]);
const fieldOf: FieldOf<TaskFormValues> = (name) => FIELDS.get(name);

export const DUE_REQUIRED_MESSAGE = 'Choose when it is due';

/** A task's values, or a new one's: a to-do due tomorrow at 10:00, for the user, on `contactId`. */
export const taskFormValues = (
  task: Task | null | undefined,
  {
    timeZone,
    userId,
    contactId = null,
  }: { timeZone: string; userId: string; contactId?: string | null },
): TaskFormValues => ({
  title: task?.title ?? '',
  type: task?.type ?? 'todo',
  due: task ? dueInputOf(task.dueAt, timeZone) : defaultDueInput(timeZone),
  notes: task?.notes ?? '',
  assignedTo: task?.assignedTo ?? userId,
  contactId: task ? task.contactId : contactId,
});

/** Validates with the schema the server uses; the due time is read in the organization's zone. */
export const validateTaskForm = (timeZone: string) => (values: TaskFormValues) => {
  const dueAt = values.due ? (dueInstantOf(values.due, timeZone) ?? values.due) : undefined;
  const checked = formValidation(
    taskInputSchema.safeParse({
      title: values.title,
      type: values.type,
      dueAt,
      notes: values.notes,
      assignedTo: values.assignedTo || null,
      contactId: values.contactId,
    }),
    fieldOf,
    (data): TaskInput => data,
  );
  if (values.due || !checked.errors.due) return checked;
  return { payload: null, errors: { ...checked.errors, due: DUE_REQUIRED_MESSAGE } };
};

/** Form state for the task dialog: validates on submit, then on every change. */
export const useTaskForm = (initial: TaskFormValues, timeZone: string) =>
  useValidatedForm(initial, { validate: validateTaskForm(timeZone), fieldOf });
