import * as z from 'zod/mini';

/**
 * A bulk action on more contacts than one answer takes (a filter's every match, or more than 200
 * ids), run by a worker a page at a time: `selecting` while a filter's matches are gathered (a
 * snapshot: contacts that match later are not touched), `running` while the action is applied,
 * then `done` (or `failed`, with why).
 */
export const BULK_JOB_STATUSES = ['selecting', 'running', 'done', 'failed'] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];

/** The first refusals a job keeps with their reasons (the rest are counted). */
export const BULK_JOB_FAILURES_KEPT = 50;

export interface ContactBulkJob {
  id: string;
  action: 'assign' | 'status' | 'tag' | 'untag' | 'delete' | 'autocall' | 'export';
  /** The action's value (a member's id, a status, a tag), if it takes one. */
  value: string | null;
  status: BulkJobStatus;
  /** Contacts chosen so far (all of them once `running`). */
  selected: number;
  /** Contacts the action has been tried on; `updated` of them done, `failed` refused. */
  done: number;
  updated: number;
  failed: number;
  /** The first BULK_JOB_FAILURES_KEPT refusals, each with why. */
  failures: { id: string; reason: string }[];
  /** `export`: the file is ready at GET /api/contacts/bulk/{id}/file. */
  fileReady: boolean;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** `{id}` of GET /api/contacts/bulk/{id} and its file. */
export const bulkJobIdSchema = z.object({
  id: z
    .string({ error: 'Not a valid job id' })
    .check(
      z.maxLength(64, 'Not a valid job id'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid job id'),
    ),
});

/** Whether a job has ended (its progress is read no more). */
export const bulkJobEnded = (job: Pick<ContactBulkJob, 'status'>): boolean =>
  job.status === 'done' || job.status === 'failed';
