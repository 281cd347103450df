import { TASK_TYPES, type Task } from '@salesflow/shared/tasks/task.schema';
import { keyShape } from '../../platform/data/key-shape';
import { allShards, shardOf } from '../../platform/data/shards';

/**
 * A follow-up (shared/src/tasks/task.schema.ts), one item in one of the organization's task
 * partitions (chosen from its id, so a busy team's tasks spread over several). Its three lists are
 * global indexes DynamoDB keeps from the item itself, never items in the request's transaction:
 * - gsi1, the assignee's tasks (My day, `assignedTo=`);
 * - gsi2, the contact's tasks (the contact drawer, `contactId=`), only when it has a contact;
 * - gsi3, the organization's tasks (a manager's Tasks page).
 * Each sorts open tasks by due time (`O#<dueAt>#<id>`) and done ones by when they were done
 * (`D#<doneAt>#<id>`, read newest first). Its reminder entry is a projection of the table's stream
 * (task-reminders.projection.ts).
 */
export const TASKS_PARTITION = keyShape('ORG#<org>#TASKS#<shard>');
export const ASSIGNEE_TASKS_PARTITION = keyShape('ORG#<org>#TASKSOF#<user>');
export const CONTACT_TASKS_PARTITION = keyShape('ORG#<org>#CONTACTTASKS#<contact>');
export const ORGANIZATION_TASKS_PARTITION = keyShape('ORG#<org>#TASKLIST');

export const taskKey = (organizationId: string, id: string) => ({
  pk: TASKS_PARTITION.key(organizationId, String(shardOf(id))),
  sk: `TASK#${id}`,
});

export const taskPartitions = (organizationId: string) =>
  allShards().map((shard) => TASKS_PARTITION.key(organizationId, String(shard)));

export const OPEN_PREFIX = 'O#';
export const DONE_PREFIX = 'D#';

/** Where a task sorts in its lists: open ones by due time, done ones by when. */
export const listSortKey = (task: Pick<Task, 'id' | 'dueAt' | 'done' | 'doneAt'>) =>
  task.done
    ? `${DONE_PREFIX}${task.doneAt ?? task.dueAt}#${task.id}`
    : `${OPEN_PREFIX}${task.dueAt}#${task.id}`;

/** A task as stored: the record, its organization, and the due time its reminder was sent for. */
export interface StoredTask extends Omit<Task, 'contactName'> {
  organizationId: string;
  /** The due time whose reminder went out (a new due time is reminded again); null: none yet. */
  remindedFor: string | null;
}

/** The item: `type` names the kind of item, as everywhere in the table; the task's is `taskType`. */
export const toTaskItem = (task: StoredTask) => {
  const sort = listSortKey(task);
  const { type: taskType, ...fields } = task;
  return {
    ...taskKey(task.organizationId, task.id),
    ...fields,
    type: 'task',
    taskType,
    gsi1pk: ASSIGNEE_TASKS_PARTITION.key(task.organizationId, task.assignedTo),
    gsi1sk: sort,
    ...(task.contactId
      ? { gsi2pk: CONTACT_TASKS_PARTITION.key(task.organizationId, task.contactId), gsi2sk: sort }
      : {}),
    gsi3pk: ORGANIZATION_TASKS_PARTITION.key(task.organizationId),
    gsi3sk: sort,
  };
};

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export const fromTaskItem = (item: Record<string, unknown>): StoredTask => ({
  id: String(item.id),
  organizationId: String(item.organizationId),
  title: String(item.title),
  type: TASK_TYPES.find((type) => type === item.taskType) ?? 'todo',
  dueAt: String(item.dueAt),
  assignedTo: String(item.assignedTo),
  createdBy: String(item.createdBy),
  contactId: text(item.contactId),
  dealId: text(item.dealId),
  notes: text(item.notes),
  done: item.done === true,
  doneAt: text(item.doneAt),
  createdAt: String(item.createdAt),
  updatedAt: String(item.updatedAt),
  remindedFor: text(item.remindedFor),
});

/** The record as the API answers it, with its contact's name as it is now. */
export const toTask = (
  { organizationId: _org, remindedFor: _reminded, ...task }: StoredTask,
  contactName: string | null = null,
): Task => ({ ...task, contactName });

/**
 * Reminders due in an hour, over all organizations (`<hour>`: `2026-12-01T10`), in a few
 * partitions (`<shard>`, from the task id) so no one partition takes a whole hour's reminders:
 * `<dueAt>#<org>#<task>` sorts them by due time.
 */
export const REMINDERS_PARTITION = keyShape('TASKREMINDERS#<hour>#<shard>');
export const REMINDER_SHARDS = 4;
/** The hour the reminder schedule has read every entry before (its watermark). */
export const REMINDERS_WATERMARK_KEY = { pk: 'TASKREMINDERS#WATERMARK', sk: 'WATERMARK' };

export const reminderHourOf = (instant: string) => instant.slice(0, 13);

export const reminderPartitions = (hour: string) =>
  allShards(REMINDER_SHARDS).map((shard) => REMINDERS_PARTITION.key(hour, String(shard)));

/**
 * The task's reminder entry, or null: only while it is open, its due time is not reminded yet,
 * and that time was still ahead when it was last changed (a task made or moved into the past is
 * overdue, not reminded).
 */
export const reminderEntryOf = (task: StoredTask) =>
  !task.done && task.remindedFor !== task.dueAt && task.dueAt > task.updatedAt
    ? {
        pk: REMINDERS_PARTITION.key(
          reminderHourOf(task.dueAt),
          String(shardOf(task.id, REMINDER_SHARDS)),
        ),
        sk: `${task.dueAt}#${task.organizationId}#${task.id}`,
        type: 'taskReminder',
        organizationId: task.organizationId,
        taskId: task.id,
        dueAt: task.dueAt,
      }
    : null;
