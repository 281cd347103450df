import { countEvent } from '../../platform/metrics';
import { queues } from '../../platform/queues';
import { reachMilestone } from '../onboarding/onboarding.service';
import { completeImportJobIfDone, failImportJob, findImportJob } from './import-jobs.repository';

export const rowError = (row: number, message: string) => `Row ${row}: ${message}`;

/** Completes the job when every chunk has counted; its user's first contacts count as added. */
export const completeImportJob = async (organizationId: string, jobId: string) => {
  if (!(await completeImportJobIfDone(organizationId, jobId))) return;
  const job = await findImportJob(organizationId, jobId);
  if (!job) return;
  countEvent('leadImported', job.success);
  if (job.success > 0) await reachMilestone(job.userId, 'hasAddedFirstContact');
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
