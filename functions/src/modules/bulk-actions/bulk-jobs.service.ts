import type { ContactBulkInput } from '@salesflow/shared/contacts/contact-bulk.schema';
import { bulkJobEnded, type ContactBulkJob } from '@salesflow/shared/contacts/contact-bulk-job';
import type {
  ContactFilter,
  ContactFilterRequest,
} from '@salesflow/shared/contacts/contact-list.schema';
import {
  contactsCsvFileName,
  contactsCsvHeader,
  contactsCsvRows,
} from '@salesflow/shared/contacts/contacts-csv';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { memberCaller } from '../../platform/auth/access';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { ConflictError, DomainError, NotFoundError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { sendFromOutbox } from '../../platform/queue/outbox';
import { sendMessage } from '../../platform/queue/send-message';
import { CONTACT_BULK_QUEUE } from '../../platform/queue-names';
import { presignDownload, putUpload } from '../../platform/storage/uploads';
import { listContactIds } from '../contacts/contacts.service';
import { listCustomFields, typedCustomFilters } from '../custom-fields/custom-fields.service';
import { bulkExportObjectKey, type StoredBulkJob, toBulkJobAnswer } from './bulk-job.entity';
import {
  type BulkJobMessage,
  BulkStepTaken,
  commitChunkDone,
  commitJobEnd,
  commitSelectedPage,
  createBulkJob,
  findBulkJob,
  findLatestBulkJob,
  readBulkChunk,
  readBulkChunks,
} from './bulk-jobs.repository';
import {
  applyBulkAction,
  assertMayRunBulk,
  type BulkStep,
  bulkStepOf,
} from './contact-bulk.service';

/** Contacts per chunk: a page of the filter gathered, and a step's work. */
export const BULK_CHUNK_SIZE = 200;
/** A delivery of the job's message works this long at most, then sends the job on to itself. */
export const BULK_STEP_BUDGET_MS = 20_000;
/** How long the export's link is good for. */
const EXPORT_LINK_SECONDS = 15 * 60;

export const JOB_NOT_FOUND = 'Bulk job not found';
export const MEMBER_GONE =
  'Stopped: the member who began this job is no longer in the organization';

const chunked = (ids: readonly string[]) => {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += BULK_CHUNK_SIZE) {
    chunks.push(unique.slice(i, i + BULK_CHUNK_SIZE));
  }
  return chunks;
};

/** A filter as the job keeps it: its `cf.` filters read by their fields' types (or a 400). */
const typedFilter = async (
  auth: AuthContext,
  { custom, ...filter }: ContactFilterRequest,
): Promise<ContactFilter> => ({
  ...filter,
  ...(custom ? { custom: await typedCustomFilters(auth.organizationId, 'contact', custom) } : {}),
});

/**
 * A bulk action on a filter's every match, or on more ids than one answer takes, begins as a job
 * (answered at once, 202): by id, its chunks are written with it; by filter, the worker gathers
 * the matches first (a snapshot, as the caller sees them), then acts on them a chunk at a time.
 */
export const startBulkJob = async (
  auth: AuthContext,
  input: ContactBulkInput,
): Promise<ContactBulkJob> => {
  const step = bulkStepOf(input);
  assertMayRunBulk(auth, step);
  const idChunks = input.ids ? chunked(input.ids) : [];
  // An export's file has a column per contact field, as the screen's Export does.
  const csvColumns =
    step.action === 'export'
      ? (await listCustomFields(auth, 'contact')).map(({ key, label }) => ({ key, label }))
      : [];
  const job: StoredBulkJob = {
    id: newId(),
    organizationId: auth.organizationId,
    userId: auth.userId,
    timezone: auth.timezone,
    action: step.action,
    value: step.value ?? null,
    filter: input.filter ? await typedFilter(auth, input.filter) : null,
    selectCursor: null,
    status: input.filter ? 'selecting' : 'running',
    chunks: idChunks.length,
    chunksDone: 0,
    csvColumns,
    selected: idChunks.reduce((sum, ids) => sum + ids.length, 0),
    done: 0,
    updated: 0,
    failed: 0,
    failures: [],
    fileReady: false,
    error: null,
    createdAt: new Date().toISOString(),
    finishedAt: null,
  };
  const first = await createBulkJob(job, idChunks);
  await sendFromOutbox(first);
  return toBulkJobAnswer(job);
};

/** The caller's own job (another member's, or another organization's, is not found). */
const ownJob = async (auth: AuthContext, id: string): Promise<StoredBulkJob> => {
  const job = await findBulkJob(auth.organizationId, id);
  if (!job || job.userId !== auth.userId) throw new NotFoundError(JOB_NOT_FOUND);
  return job;
};

/** GET /api/contacts/bulk/{id}: the job's progress. */
export const getBulkJob = async (auth: AuthContext, id: string): Promise<ContactBulkJob> =>
  toBulkJobAnswer(await ownJob(auth, id));

/** GET /api/contacts/bulk/latest: the caller's newest job (the Contacts banner), or null. */
export const latestBulkJob = async (auth: AuthContext): Promise<ContactBulkJob | null> => {
  const job = await findLatestBulkJob(auth.organizationId, auth.userId);
  return job ? toBulkJobAnswer(job) : null;
};

/** GET /api/contacts/bulk/{id}/file: a link to an export job's file, once it is ready. */
export const bulkJobFileLink = async (auth: AuthContext, id: string): Promise<string> => {
  const job = await ownJob(auth, id);
  if (job.action !== 'export') throw new NotFoundError('This job has no file');
  if (!job.fileReady) throw new ConflictError('The export is not ready yet');
  const fileName = contactsCsvFileName(todayIn(job.timezone, new Date(job.createdAt)));
  return presignDownload(
    bulkExportObjectKey(job.organizationId, job.id),
    EXPORT_LINK_SECONDS,
    fileName,
  );
};

const stepOf = (job: StoredBulkJob): BulkStep =>
  job.action === 'delete' || job.action === 'autocall' || job.action === 'export'
    ? { action: job.action }
    : { action: job.action, value: job.value ?? '' };

/** An export's chunks joined into one file in the uploads bucket. */
const writeExportFile = async (job: StoredBulkJob) => {
  const chunks = await readBulkChunks(job);
  const body = contactsCsvHeader(job.csvColumns) + chunks.map((chunk) => chunk.csv ?? '').join('');
  await putUpload(
    bulkExportObjectKey(job.organizationId, job.id),
    Buffer.from(body, 'utf8'),
    'text/csv; charset=utf-8',
  );
};

/** One step of a job, as its member is now: a page gathered, a chunk acted on, or its end. */
const step = async (caller: AuthContext, job: StoredBulkJob): Promise<StoredBulkJob> => {
  if (job.status === 'selecting') {
    const page = await listContactIds(caller, {
      ...(job.filter ?? {}),
      limit: BULK_CHUNK_SIZE,
      ...(job.selectCursor ? { cursor: job.selectCursor } : {}),
    });
    return commitSelectedPage(job, page.ids, page.nextCursor);
  }
  if (job.chunksDone >= job.chunks) {
    if (job.action === 'export') await writeExportFile(job);
    return commitJobEnd(job, { status: 'done', fileReady: job.action === 'export' });
  }
  const chunk = await readBulkChunk(job, job.chunksDone);
  const result = await applyBulkAction(caller, stepOf(job), chunk.ids);
  return commitChunkDone(job, chunk, {
    updated: result.updated,
    failed: result.failed,
    ...(job.action === 'export'
      ? { csv: contactsCsvRows(result.items ?? [], job.csvColumns) }
      : {}),
  });
};

/**
 * The worker's part: steps the job until it ends or the delivery's time is spent, then sends it
 * on to itself. Each step's commit is conditioned on the job as read, so two deliveries at once
 * (or one run again after a worker died) count each step once; an action applied twice to a
 * contact changes nothing the second time. What refuses the whole job (the member gone, their
 * role no longer allowing it) ends it, failed, with why.
 */
export const advanceBulkJob = async (
  message: BulkJobMessage,
  budgetMs = BULK_STEP_BUDGET_MS,
): Promise<StoredBulkJob | null> => {
  const deadline = Date.now() + budgetMs;
  let job = await findBulkJob(message.organizationId, message.jobId);
  let caller: AuthContext | null | undefined;
  while (job && !bulkJobEnded(job)) {
    if (Date.now() > deadline) {
      await sendMessage(CONTACT_BULK_QUEUE, message);
      return job;
    }
    caller ??= await memberCaller(job.organizationId, job.userId, job.timezone);
    try {
      job = caller
        ? await step(caller, job)
        : await commitJobEnd(job, { status: 'failed', error: MEMBER_GONE });
    } catch (error) {
      if (error instanceof BulkStepTaken) {
        job = await findBulkJob(message.organizationId, message.jobId);
        continue;
      }
      if (!(error instanceof DomainError)) throw error;
      logger.warn('bulk job refused', { jobId: job.id, reason: error.message });
      job = await endRefused(job, error.message);
    }
  }
  return job;
};

const endRefused = async (job: StoredBulkJob, reason: string) => {
  try {
    return await commitJobEnd(job, { status: 'failed', error: reason });
  } catch (error) {
    if (error instanceof BulkStepTaken) return findBulkJob(job.organizationId, job.id);
    throw error;
  }
};
