import type { ContactBulkJob } from '@salesflow/shared/contacts/contact-bulk-job';
import type { ContactFilter } from '@salesflow/shared/contacts/contact-list.schema';
import type { CsvCustomColumn } from '@salesflow/shared/contacts/contacts-csv';
import { keyShape } from '../../platform/data/key-shape';
import { INDEXES } from '../../platform/data/table-definition';

/**
 * A bulk job (issue 27: a bulk action on a filter's every match, or on more than 200 ids) keeps a
 * partition of its own: the job (sk `JOB`: what it does, for whom, where it is) and its chunks
 * (sk `CHUNK#000001`...: up to 200 contact ids each, in the order chosen; an export's chunk also
 * keeps its CSV rows). The chunks are the snapshot of whom the action is for, written before any
 * is acted on; the job counts how many chunks it has and how many are done, and each step's
 * commit is conditioned on those counts, so a step run twice (a worker that died, a message
 * delivered twice) is counted once. Jobs are kept 30 days (the table's TTL); the organization's
 * jobs are listed on gsi2 for its erasure.
 */
export const BULK_JOB_PARTITION = keyShape('ORG#<org>#BULK#<job>');

export const bulkJobKey = (organizationId: string, jobId: string) => ({
  pk: BULK_JOB_PARTITION.key(organizationId, jobId),
  sk: 'JOB',
});

export const CHUNK_PREFIX = 'CHUNK#';
export const bulkChunkKey = (organizationId: string, jobId: string, chunk: number) => ({
  pk: BULK_JOB_PARTITION.key(organizationId, jobId),
  sk: `${CHUNK_PREFIX}${String(chunk).padStart(6, '0')}`,
});

export const ORGANIZATION_BULK_JOBS_INDEX = INDEXES.gsi2;
/** Each member's jobs, newest last (ids are ULIDs): the Contacts banner finds their latest. */
export const USER_BULK_JOBS_INDEX = INDEXES.gsi1;
export const USER_BULK_JOBS_PARTITION = keyShape('ORG#<org>#USERBULKJOBS#<user>');
export const ORGANIZATION_BULK_JOBS_PARTITION = keyShape('ORG#<org>#BULKJOBS');

/** Where an export job's file is kept in the uploads bucket (gone with the organization's). */
export const bulkExportObjectKey = (organizationId: string, jobId: string) =>
  `exports/${organizationId}/${jobId}.csv`;

export const BULK_JOB_TTL_SECONDS = 30 * 24 * 3600;
export const BULK_JOB_ITEM_TYPE = 'contactBulkJob';

export interface StoredBulkJob extends ContactBulkJob {
  organizationId: string;
  /** Who began it: each step acts as them, with their role and visibility as they are then. */
  userId: string;
  timezone: string;
  /** A filter's job: what it matches, and where its gathering has reached. */
  filter: ContactFilter | null;
  selectCursor: string | null;
  /** Chunks written so far, and chunks acted on. */
  chunks: number;
  chunksDone: number;
  /** An export's custom field columns, fixed when it began (so every chunk has the same). */
  csvColumns: CsvCustomColumn[];
}

export const toBulkJobItem = (job: StoredBulkJob) => ({
  ...bulkJobKey(job.organizationId, job.id),
  type: BULK_JOB_ITEM_TYPE,
  ...job,
  [ORGANIZATION_BULK_JOBS_INDEX.partitionKey]: ORGANIZATION_BULK_JOBS_PARTITION.key(
    job.organizationId,
  ),
  [ORGANIZATION_BULK_JOBS_INDEX.sortKey]: job.id,
  [USER_BULK_JOBS_INDEX.partitionKey]: USER_BULK_JOBS_PARTITION.key(job.organizationId, job.userId),
  [USER_BULK_JOBS_INDEX.sortKey]: job.id,
  expire: bulkJobExpiry(job.createdAt),
});

export const bulkJobExpiry = (createdAt: string) =>
  Math.floor(Date.parse(createdAt) / 1000) + BULK_JOB_TTL_SECONDS;

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

export const fromBulkJobItem = (item: Record<string, unknown>): StoredBulkJob => ({
  id: String(item.id),
  organizationId: String(item.organizationId),
  userId: String(item.userId),
  timezone: String(item.timezone),
  action: item.action as StoredBulkJob['action'],
  value: (item.value as string | null | undefined) ?? null,
  filter: (item.filter as ContactFilter | null | undefined) ?? null,
  selectCursor: (item.selectCursor as string | null | undefined) ?? null,
  status: item.status as StoredBulkJob['status'],
  chunks: count(item.chunks),
  chunksDone: count(item.chunksDone),
  csvColumns: (item.csvColumns as CsvCustomColumn[] | undefined) ?? [],
  selected: count(item.selected),
  done: count(item.done),
  updated: count(item.updated),
  failed: count(item.failed),
  failures: (item.failures as StoredBulkJob['failures'] | undefined) ?? [],
  fileReady: item.fileReady === true,
  error: (item.error as string | null | undefined) ?? null,
  createdAt: String(item.createdAt),
  finishedAt: (item.finishedAt as string | null | undefined) ?? null,
});

/** What the job's owner reads of it. */
export const toBulkJobAnswer = (job: StoredBulkJob): ContactBulkJob => ({
  id: job.id,
  action: job.action,
  value: job.value,
  status: job.status,
  selected: job.selected,
  done: job.done,
  updated: job.updated,
  failed: job.failed,
  failures: job.failures,
  fileReady: job.fileReady,
  error: job.error,
  createdAt: job.createdAt,
  finishedAt: job.finishedAt,
});

export interface BulkChunk {
  index: number;
  ids: string[];
  /** An export's rows for these contacts, once acted on. */
  csv: string | null;
}

export const toBulkChunkItem = (job: StoredBulkJob, index: number, ids: readonly string[]) => ({
  ...bulkChunkKey(job.organizationId, job.id, index),
  type: 'contactBulkChunk',
  ids: [...ids],
  expire: bulkJobExpiry(job.createdAt),
});

export const fromBulkChunkItem = (index: number, item: Record<string, unknown>): BulkChunk => ({
  index,
  ids: (item.ids as string[] | undefined) ?? [],
  csv: (item.csv as string | undefined) ?? null,
});
