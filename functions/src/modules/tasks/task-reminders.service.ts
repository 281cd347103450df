import { INSIGHT_LINKS } from '@salesflow/shared/metrics/insight-links';
import { TASK_TYPE_LABELS } from '@salesflow/shared/tasks/task.schema';
import { commit } from '../../platform/data/unit-of-work';
import { logger } from '../../platform/logger';
import { notify } from '../notifications/notifications.service';
import { reminderHourOf, type StoredTask } from './task.entity';
import {
  findTask,
  readDueReminders,
  readReminderWatermark,
  reminderSentWrite,
  reminderWatermarkWrite,
} from './tasks.repository';

const HOUR_MS = 3_600_000;
/** How far back a first run (or one after a long stop) looks: reminders older are left. */
const LOOKBACK_HOURS = 24;
/** Reminders one run sends at most; the next run (a minute later) goes on. */
const RUN_BUDGET = 500;

const hourAfter = (hour: string) =>
  reminderHourOf(new Date(Date.parse(`${hour}:00:00.000Z`) + HOUR_MS).toISOString());

/** The reminder a task's assignee gets at its due time. */
const reminderOf = (task: StoredTask) => ({
  kind: 'taskDue' as const,
  title: `${TASK_TYPE_LABELS[task.type]} due: ${task.title}`,
  message: task.notes ?? 'This follow-up is due now.',
  link: task.contactId ? INSIGHT_LINKS.contact(task.contactId) : '/app',
  organizationId: task.organizationId,
  onceKey: `taskDue#${task.id}#${task.dueAt}`,
});

/**
 * Reminds the assignee of one due entry, once: the notice's once-key is the task and its due time,
 * so a run repeated (or a crash between the notice and the mark) tells nobody twice; the mark
 * (`remindedFor`) then takes its entry away through the stream. A task done, deleted or moved
 * since is not reminded for this entry.
 */
const remind = async (organizationId: string, taskId: string, dueAt: string) => {
  const task = await findTask(organizationId, taskId);
  if (!task || task.done || task.dueAt !== dueAt || task.remindedFor === dueAt) return;
  await notify(task.assignedTo, reminderOf(task));
  try {
    await commit([reminderSentWrite(task)]);
  } catch (error) {
    // Changed meanwhile (done, moved): its entry follows the change; the notice went once.
    logger.info('task changed while being reminded', { taskId, error: error as Error });
  }
};

/**
 * Every minute (EventBridge): each task due by now whose reminder has not gone out reaches its
 * assignee (the bell, and email by their notification settings). The run reads the hours since
 * its watermark (the hour before which every entry was handled), at most a day back, and moves the
 * watermark past each hour it finished but the last one before this. Answers how many reminders it sent.
 */
export const sendDueReminders = async (now: Date): Promise<number> => {
  const current = reminderHourOf(now.toISOString());
  const oldest = reminderHourOf(new Date(now.getTime() - LOOKBACK_HOURS * HOUR_MS).toISOString());
  const stored = await readReminderWatermark();
  const start = stored && stored > oldest ? stored : oldest;
  let sent = 0;
  let watermark = start;
  let finished = true;
  for (let hour = start; hour <= current && finished; hour = hourAfter(hour)) {
    const entries = await readDueReminders(hour, now.toISOString());
    for (const entry of entries) {
      if (sent >= RUN_BUDGET) {
        finished = false;
        break;
      }
      await remind(entry.organizationId, entry.taskId, entry.dueAt);
      sent += 1;
    }
    // The watermark stays an hour behind: an entry projected a moment after its hour ended (a
    // task due at 10:59:59 made then) is still read by the next runs.
    if (finished && hourAfter(hour) < current) watermark = hourAfter(hour);
  }
  if (watermark !== stored) {
    await commit([reminderWatermarkWrite(watermark)]);
  }
  return sent;
};
