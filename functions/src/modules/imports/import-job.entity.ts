import type { ImportColumn } from '@salesflow/shared/imports/import-headers';
import type {
  DuplicateMode,
  HeldImportRow,
  ImportJobCounts,
  ImportJobStatus,
} from '@salesflow/shared/imports/import-job';
import { keyShape } from '../../platform/data/key-shape';
import { INDEXES } from '../../platform/data/table-definition';

/**
 * Key layout of import jobs. A job's partition holds the job (status and counters), one marker
 * per part of a chunk's slice whose counts were added (written in the same transaction as the
 * adds, so each is added once), and one result item per chunk (its errors, notes, imported and
 * held leads). The
 * user's jobs are listed newest first on gsi1, for the Contacts banner.
 */
export interface ImportJob extends ImportJobCounts {
  id: string;
  organizationId: string;
  userId: string;
  timezone: string;
  fileName: string;
  size: number;
  objectKey: string;
  status: ImportJobStatus;
  mapping: ImportColumn[] | null;
  duplicates: DuplicateMode;
  total: number;
  chunkCount: number | null;
  chunksDone: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** The counters a chunk adds to its job, once. */
export type { ImportJobCounts };

export interface ChunkResult {
  errors: string[];
  imported: { name: string; email: string }[];
  /** Rows the plan had no room for, kept as held leads: apart from the errors. */
  held?: HeldImportRow[];
  /** New contacts round-robin handed to each member (their id), to tell them when the job ends. */
  assigned?: Record<string, number>;
}

/** Jobs and their files are kept 30 days (the table's TTL, the bucket's lifecycle). */
export const IMPORT_JOB_TTL_SECONDS = 30 * 24 * 3600;

export const IMPORT_JOB_PARTITION = keyShape('ORG#<org>#IMPORT#<job>');
export const importJobPartition = (organizationId: string, jobId: string) =>
  IMPORT_JOB_PARTITION.key(organizationId, jobId);

export const importJobKey = (organizationId: string, jobId: string) => ({
  pk: importJobPartition(organizationId, jobId),
  sk: 'JOB',
});

const pad = (n: number) => String(n).padStart(6, '0');

/** A chunk's rows are written and counted a slice at a time; a slice's counts may need parts. */
export const chunkMarkerKey = (
  organizationId: string,
  jobId: string,
  chunk: number,
  slice: number,
  part: number,
) => ({
  pk: importJobPartition(organizationId, jobId),
  sk: `CHUNK#${pad(chunk)}#S${pad(slice)}#${part}`,
});

export const RESULT_PREFIX = 'RESULT#';
export const chunkResultKey = (organizationId: string, jobId: string, chunk: number) => ({
  pk: importJobPartition(organizationId, jobId),
  sk: `${RESULT_PREFIX}${pad(chunk)}`,
});

export const USER_IMPORTS_INDEX = INDEXES.gsi1;
export const USER_IMPORTS_PARTITION = keyShape('ORG#<org>#USERIMPORTS#<user>');
export const userImportsPartition = (organizationId: string, userId: string) =>
  USER_IMPORTS_PARTITION.key(organizationId, userId);

/** Where the file is kept in the uploads bucket. */
export const importObjectKey = (organizationId: string, jobId: string) =>
  `imports/${organizationId}/${jobId}.csv`;

/** A job's errors file when it is too large to answer inline; it expires with the import. */
export const importErrorsObjectKey = (organizationId: string, jobId: string) =>
  `imports/${organizationId}/${jobId}-errors.csv`;

/** The organization's jobs (gsi2), so that its erasure finds them (imports.erasure.ts). */
export const ORGANIZATION_IMPORTS_INDEX = INDEXES.gsi2;
export const ORGANIZATION_IMPORTS_PARTITION = keyShape('ORG#<org>#IMPORTS');
export const organizationImportsPartition = (organizationId: string) =>
  ORGANIZATION_IMPORTS_PARTITION.key(organizationId);

export const toImportJobItem = (job: ImportJob) => ({
  ...importJobKey(job.organizationId, job.id),
  type: 'importJob',
  ...job,
  [USER_IMPORTS_INDEX.partitionKey]: userImportsPartition(job.organizationId, job.userId),
  [USER_IMPORTS_INDEX.sortKey]: job.id,
  [ORGANIZATION_IMPORTS_INDEX.partitionKey]: organizationImportsPartition(job.organizationId),
  [ORGANIZATION_IMPORTS_INDEX.sortKey]: job.id,
  expire: Math.floor(Date.parse(job.createdAt) / 1000) + IMPORT_JOB_TTL_SECONDS,
});

export const fromImportJobItem = (item: Record<string, unknown>): ImportJob => ({
  id: String(item.id),
  organizationId: String(item.organizationId),
  userId: String(item.userId),
  timezone: String(item.timezone),
  fileName: String(item.fileName),
  size: Number(item.size ?? 0),
  objectKey: String(item.objectKey),
  status: item.status as ImportJobStatus,
  mapping: (item.mapping as ImportColumn[] | undefined) ?? null,
  duplicates: (item.duplicates as DuplicateMode | undefined) ?? 'skip',
  total: Number(item.total ?? 0),
  chunkCount:
    item.chunkCount === undefined || item.chunkCount === null ? null : Number(item.chunkCount),
  chunksDone: Number(item.chunksDone ?? 0),
  done: Number(item.done ?? 0),
  success: Number(item.success ?? 0),
  failed: Number(item.failed ?? 0),
  duplicateEmails: Number(item.duplicateEmails ?? 0),
  updated: Number(item.updated ?? 0),
  duplicatePhones: Number(item.duplicatePhones ?? 0),
  held: Number(item.held ?? 0),
  error: (item.error as string | null | undefined) ?? null,
  createdAt: String(item.createdAt),
  finishedAt: (item.finishedAt as string | null | undefined) ?? null,
});
