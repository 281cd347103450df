import { laterThan } from '../../platform/data/later-than';
import { moveInRounds, moveWithRetry } from '../../platform/data/move-rounds';
import { commit } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import type { StoredTask } from './task.entity';
import { findTask, listContactTaskRecords, taskReplaceWrite } from './tasks.repository';

/**
 * A merge of duplicates (contact-merges): every task of contact `fromId`, open or done, moves to
 * contact `toId` (its place in the contact's list, gsi2, with it). One changed meanwhile is read
 * again. Safe to repeat; answers how many moved.
 */
export const moveContactTasks = (organizationId: string, fromId: string, toId: string) =>
  moveInRounds(
    () => listContactTaskRecords(organizationId, fromId),
    (listed) =>
      moveWithRetry<StoredTask>(
        () => findTask(organizationId, listed.id),
        (task) => task.contactId === fromId,
        (task) =>
          commit([
            taskReplaceWrite(
              { ...task, contactId: toId, updatedAt: laterThan(task.updatedAt) },
              task,
            ),
          ]),
        (error) => error instanceof ConflictError,
      ),
  );
