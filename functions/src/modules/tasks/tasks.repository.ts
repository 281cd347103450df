import { decodeCursor, encodeCursor } from '../../platform/data/cursor';
import { readAll, readItem, readPage } from '../../platform/data/read';
import { INDEXES } from '../../platform/data/table-definition';
import { deleteWrite, putWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  CONTACT_TASKS_PARTITION,
  fromTaskItem,
  REMINDERS_WATERMARK_KEY,
  reminderPartitions,
  type StoredTask,
  taskKey,
  toTaskItem,
} from './task.entity';

/** Changed by someone else between our read and our write: read it again. */
export const changedMeanwhile = () =>
  new ConflictError('This task was changed meanwhile. Reload it and try again.');

export const findTask = async (organizationId: string, id: string): Promise<StoredTask | null> => {
  const item = await readItem(taskKey(organizationId, id));
  return item?.type === 'task' ? fromTaskItem(item) : null;
};

export const taskInsertWrite = (task: StoredTask): Write =>
  putWrite(toTaskItem(task), {
    expression: 'attribute_not_exists(pk)',
    error: () => new ConflictError('This task exists already'),
  });

/** The task as changed, only while it is as it was read (`previous.updatedAt`). */
export const taskReplaceWrite = (
  task: StoredTask,
  previous: Pick<StoredTask, 'updatedAt'>,
): Write =>
  putWrite(toTaskItem(task), {
    expression: 'updatedAt = :seen',
    values: { ':seen': previous.updatedAt },
    error: changedMeanwhile,
  });

export const taskDeleteWrite = (task: StoredTask): Write =>
  deleteWrite(taskKey(task.organizationId, task.id), {
    expression: 'updatedAt = :seen',
    values: { ':seen': task.updatedAt },
    error: changedMeanwhile,
  });

/** Marks the reminder of the task's due time as sent, only while it is open and due then. */
export const reminderSentWrite = (task: StoredTask): Write =>
  putWrite(toTaskItem({ ...task, remindedFor: task.dueAt }), {
    expression: 'updatedAt = :seen AND dueAt = :due AND done = :open',
    values: { ':seen': task.updatedAt, ':due': task.dueAt, ':open': false },
    error: changedMeanwhile,
  });

export type TaskList =
  | { by: 'assignee'; pk: string }
  | { by: 'contact'; pk: string }
  | { by: 'organization'; pk: string };

const INDEX_OF = { assignee: INDEXES.gsi1, contact: INDEXES.gsi2, organization: INDEXES.gsi3 };

const isKey = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length <= 8 &&
  Object.values(value).every((v) => typeof v === 'string' && v.length < 400);

/**
 * One page of a task list: sort keys within `between`, ascending (open tasks, soonest due first)
 * or descending (done ones, latest first). The cursor is signed for this list and range.
 */
export const readTaskPage = async (
  list: TaskList,
  range: { between: [string, string]; descending: boolean },
  limit: number,
  cursor: string | undefined,
): Promise<{ items: StoredTask[]; nextCursor: string | null }> => {
  const scope = `tasks|${list.by}|${list.pk}|${range.between.join('|')}|${range.descending}`;
  const start = cursor ? decodeCursor(cursor, scope, isKey) : null;
  const page = await readPage({
    pk: list.pk,
    index: INDEX_OF[list.by],
    between: range.between,
    descending: range.descending,
    limit,
    cursor: start,
  });
  return {
    items: page.items.filter((item) => item.type === 'task').map(fromTaskItem),
    nextCursor: page.next ? encodeCursor(page.next, scope) : null,
  };
};

/** The hour before which the reminder schedule handled every entry; null before its first run. */
export const readReminderWatermark = async (): Promise<string | null> => {
  const hour = (await readItem(REMINDERS_WATERMARK_KEY))?.hour;
  return typeof hour === 'string' ? hour : null;
};

export const reminderWatermarkWrite = (hour: string): Write =>
  putWrite({ ...REMINDERS_WATERMARK_KEY, type: 'reminderWatermark', hour });

/** The hour's reminder entries due by `dueBy` (an instant), over its shards. */
export const readDueReminders = async (
  hour: string,
  dueBy: string,
): Promise<{ organizationId: string; taskId: string; dueAt: string }[]> =>
  (await Promise.all(reminderPartitions(hour).map((pk) => readAll({ pk, below: `${dueBy}$` }))))
    .flat()
    .map((entry) => ({
      organizationId: String(entry.organizationId),
      taskId: String(entry.taskId),
      dueAt: String(entry.dueAt),
    }));

/** Every task of a contact (gsi2, read eventually), open and done, up to `limit`. */
export const listContactTaskRecords = async (
  organizationId: string,
  contactId: string,
  limit = 5000,
): Promise<StoredTask[]> => {
  const items = await readAll(
    { pk: CONTACT_TASKS_PARTITION.key(organizationId, contactId), index: INDEXES.gsi2 },
    { maxItems: limit },
  );
  return items.filter((item) => item.type === 'task').map(fromTaskItem);
};
