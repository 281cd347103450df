import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import {
  fromTaskItem,
  REMINDERS_PARTITION,
  reminderEntryOf,
  TASKS_PARTITION,
  taskPartitions,
} from './task.entity';

/**
 * Follow-ups: the organization's task partitions, and each open task's reminder entry (found from
 * the task, as the stream keeps it). Their three lists are global indexes and go with the items.
 */
export const tasksErasure: ErasureDeclaration = {
  module: 'tasks',
  partitions: [{ pattern: TASKS_PARTITION.pattern, of: taskPartitions }],
  derived: [
    {
      pattern: REMINDERS_PARTITION.pattern,
      from: (item) => {
        if (item.type !== 'task') return {};
        const entry = reminderEntryOf(fromTaskItem(item));
        return entry ? { items: [{ pk: entry.pk, sk: entry.sk }] } : {};
      },
    },
  ],
};
