/**
 * A follow-up's shape and words, apart from its schemas (zod): what the web's lists need on the
 * first screen.
 */

/** What a follow-up is: the kind of work the assignee does when it is due. */
export const TASK_TYPES = ['call', 'email', 'whatsapp', 'meeting', 'todo'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  call: 'Call',
  email: 'Email',
  whatsapp: 'WhatsApp',
  meeting: 'Meeting',
  todo: 'To-do',
};

export const TASK_LIMITS = { title: 200, notes: 2000 } as const;

/** Which open tasks a list shows, by their due time in the organization's time zone. */
export const TASK_DUE_WINDOWS = ['overdue', 'today', 'tomorrow', 'upcoming'] as const;
export type TaskDueWindow = (typeof TASK_DUE_WINDOWS)[number];

/** A follow-up: a call, email, WhatsApp, meeting or to-do due at a time, for one member. */
export interface Task {
  id: string;
  title: string;
  type: TaskType;
  /** ISO instant; shown in the organization's time zone. */
  dueAt: string;
  /** The member who does it (the creator unless given). */
  assignedTo: string;
  createdBy: string;
  contactId: string | null;
  /** The contact's name as it is now (null: no contact, or one gone or out of the caller's sight). */
  contactName: string | null;
  /**
   * The contact wrote back after the task was made (a WhatsApp message): shown on the task, which
   * it does not close. Only on open tasks of a contact the caller sees.
   */
  reply?: { channel: 'whatsapp'; at: string };
  dealId: string | null;
  notes: string | null;
  done: boolean;
  doneAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TaskPage {
  items: Task[];
  nextCursor: string | null;
}
