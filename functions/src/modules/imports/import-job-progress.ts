import { countEvent } from '../../platform/metrics';
import { reachMilestone } from '../onboarding/onboarding.service';
import { completeImportJobIfDone, findImportJob } from './import-jobs.repository';

export const rowError = (row: number, message: string) => `Row ${row}: ${message}`;

/** Completes the job when every chunk has counted; its user's first contacts count as added. */
export const completeImportJob = async (organizationId: string, jobId: string) => {
  if (!(await completeImportJobIfDone(organizationId, jobId))) return;
  const job = await findImportJob(organizationId, jobId);
  if (!job) return;
  countEvent('leadImported', job.success);
  if (job.success > 0) await reachMilestone(job.userId, 'hasAddedFirstContact');
};
