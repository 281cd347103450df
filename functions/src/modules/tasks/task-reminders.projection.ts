import { oneItemWrites } from '../../platform/projections/one-item-writes';
import type { Projection } from '../../platform/projections/projector';
import type { StreamChange } from '../../platform/projections/stream-change';
import { fromTaskItem, reminderEntryOf } from './task.entity';

const entryOf = (image: Record<string, unknown> | null) =>
  image?.type === 'task' ? reminderEntryOf(fromTaskItem(image)) : null;

const taskWrittenAt = (change: StreamChange): number | undefined => {
  if ((change.after ?? change.before)?.type !== 'task') return undefined;
  const after = change.after?.updatedAt;
  return typeof after === 'string' && after !== change.before?.updatedAt
    ? Date.parse(after)
    : undefined;
};

/**
 * A task's reminder entry in the hour it is due (task.entity.ts, reminderEntryOf), kept from the
 * table's stream, never in the task's own transaction: put while the task is open and its due
 * time not yet reminded, moved when the due time moves, deleted once it is done, deleted or
 * reminded. The reminder schedule (task-reminders.service.ts) reads these. Pure and idempotent
 * (one whole item per task: one-item-writes.ts).
 */
export const taskRemindersProjection: Projection = {
  name: 'task-reminders',
  sourceOf: (change) => {
    const item = change.after ?? change.before;
    return item?.type === 'task' ? `${String(item.organizationId)}/${String(item.id)}` : null;
  },
  writes: (changes) => oneItemWrites(changes, entryOf),
  writtenAt: taskWrittenAt,
};
