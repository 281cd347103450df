import { logger } from '../../platform/logger';
import { countEvent } from '../../platform/metrics';
import { importedLeadsNotice, notify } from '../notifications/notifications.service';
import { reachMilestone } from '../onboarding/onboarding.service';
import type { ImportJob } from './import-job.entity';
import {
  completeImportJobIfDone,
  failImportJob,
  findImportJob,
  readChunkResults,
} from './import-jobs.repository';
import { importsQueues as queues } from './imports.queues';

export const rowError = (row: number, message: string) => `Row ${row}: ${message}`;

/**
 * Each member round-robin handed new leads to hears of it once, when the job ends: one notice per
 * member and job, not one per lead. A notice that fails is logged; the job is done either way.
 */
const tellAssignees = async (job: ImportJob) => {
  const assigned = new Map<string, number>();
  for (const result of await readChunkResults(job.organizationId, job.id)) {
    for (const [userId, n] of Object.entries(result.assigned ?? {})) {
      assigned.set(userId, (assigned.get(userId) ?? 0) + n);
    }
  }
  await Promise.all(
    [...assigned]
      .filter(([userId, n]) => userId !== job.userId && n > 0)
      .map(async ([userId, count]) => {
        try {
          await notify(
            userId,
            importedLeadsNotice({
              organizationId: job.organizationId,
              importId: job.id,
              count,
              from: `the import of ${job.fileName}`,
            }),
          );
        } catch (error) {
          logger.error('import notice not sent', { error: error as Error, userId });
        }
      }),
  );
};

/**
 * Completes the job when every chunk has counted; its user's first contacts count as added, and
 * the members its leads were handed to are told.
 */
export const completeImportJob = async (organizationId: string, jobId: string) => {
  if (!(await completeImportJobIfDone(organizationId, jobId))) return;
  const job = await findImportJob(organizationId, jobId);
  if (!job) return;
  countEvent('leadImported', job.success);
  if (job.success > 0) await reachMilestone(job.userId, 'hasAddedFirstContact');
  await tellAssignees(job);
};

/**
 * A message on its last delivery that failed again: the job fails, saying so, rather than staying
 * "running" while the message sits in the dead-letter queue.
 */
export const giveUpImportJob = async (organizationId: string, jobId: string, message: string) => {
  const job = await findImportJob(organizationId, jobId);
  if (job) await failImportJob(job, message);
};

/** Whether this is the queue's last delivery of the record (the next failure goes to its DLQ). */
export const lastDelivery = (receiveCount: string | undefined, queue: string) => {
  const declared = queues.find((q) => q.name === queue);
  return declared !== undefined && Number(receiveCount ?? 1) >= declared.maxReceiveCount;
};
