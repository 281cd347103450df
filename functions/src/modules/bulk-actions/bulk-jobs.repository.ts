import { BULK_JOB_FAILURES_KEPT } from '@salesflow/shared/contacts/contact-bulk-job';
import { db, tableName } from '../../platform/data/dynamo-client';
import { QueryCommand } from '../../platform/data/dynamo-commands';
import { readAll, readItem } from '../../platform/data/read';
import { commit, putWrite, setWrite, type Write } from '../../platform/data/unit-of-work';
import type { OutboxEntry } from '../../platform/queue/outbox';
import { outboxPut } from '../../platform/queue/outbox';
import { CONTACT_BULK_QUEUE } from '../../platform/queue-names';
import {
  BULK_JOB_ITEM_TYPE,
  BULK_JOB_PARTITION,
  type BulkChunk,
  bulkChunkKey,
  bulkJobKey,
  CHUNK_PREFIX,
  fromBulkChunkItem,
  fromBulkJobItem,
  type StoredBulkJob,
  toBulkChunkItem,
  toBulkJobItem,
  USER_BULK_JOBS_INDEX,
  USER_BULK_JOBS_PARTITION,
} from './bulk-job.entity';

/** What a step's commit found: its own step done, or another delivery's done first. */
export class BulkStepTaken extends Error {}

/** The message that moves a job on (the worker's queue). */
export interface BulkJobMessage {
  organizationId: string;
  jobId: string;
}

/**
 * The job begins: its item, its chunks when chosen by id (all written before any is acted on),
 * and its first step's message in the outbox, all in one transaction (no job waits for a message
 * that was never sent).
 */
export const createBulkJob = async (
  job: StoredBulkJob,
  idChunks: readonly string[][],
): Promise<OutboxEntry> => {
  const first = outboxPut(CONTACT_BULK_QUEUE, {
    organizationId: job.organizationId,
    jobId: job.id,
  } satisfies BulkJobMessage);
  await commit([
    putWrite(toBulkJobItem(job), {
      expression: 'attribute_not_exists(pk)',
      error: () => new Error(`Bulk job ${job.id} exists already`),
    }),
    ...idChunks.map((ids, i) => putWrite(toBulkChunkItem(job, i, ids))),
    first.write,
  ]);
  return first.entry;
};

export const findBulkJob = async (
  organizationId: string,
  jobId: string,
): Promise<StoredBulkJob | null> => {
  const item = await readItem(bulkJobKey(organizationId, jobId));
  return item?.type === BULK_JOB_ITEM_TYPE ? fromBulkJobItem(item) : null;
};

/** The member's newest job (one begun before this index existed is not found: a month at most). */
export const findLatestBulkJob = async (
  organizationId: string,
  userId: string,
): Promise<StoredBulkJob | null> => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: USER_BULK_JOBS_INDEX.name,
      KeyConditionExpression: '#p = :p',
      ExpressionAttributeNames: { '#p': USER_BULK_JOBS_INDEX.partitionKey },
      ExpressionAttributeValues: {
        ':p': USER_BULK_JOBS_PARTITION.key(organizationId, userId),
      },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  const found = Items[0];
  return found ? findBulkJob(organizationId, String(found.id)) : null;
};

export const readBulkChunk = async (job: StoredBulkJob, index: number): Promise<BulkChunk> => {
  const item = await readItem(bulkChunkKey(job.organizationId, job.id, index));
  return fromBulkChunkItem(index, item ?? {});
};

/** Every chunk of a job in order (an export's rows, once done). */
export const readBulkChunks = async (job: StoredBulkJob): Promise<BulkChunk[]> => {
  const items = await readAll({
    pk: BULK_JOB_PARTITION.key(job.organizationId, job.id),
    between: [CHUNK_PREFIX, `${CHUNK_PREFIX}~`],
  });
  return items.map((item) =>
    fromBulkChunkItem(Number(String(item.sk).slice(CHUNK_PREFIX.length)), item),
  );
};

/** A step's change to the job, only if nobody made a step since it was read. */
const stepWrite = (job: StoredBulkJob, set: Partial<StoredBulkJob>): Write =>
  setWrite(
    bulkJobKey(job.organizationId, job.id),
    { set },
    {
      expression: '#status = :status AND chunks = :chunks AND chunksDone = :done',
      names: { '#status': 'status' },
      values: { ':status': job.status, ':chunks': job.chunks, ':done': job.chunksDone },
      error: () => new BulkStepTaken(),
    },
  );

/**
 * A page of a filter's matches gathered: written as the next chunk, and the job moves its cursor
 * on (or, at the end, to acting on its chunks).
 */
export const commitSelectedPage = async (
  job: StoredBulkJob,
  ids: readonly string[],
  nextCursor: string | null,
): Promise<StoredBulkJob> => {
  const next: StoredBulkJob = {
    ...job,
    chunks: job.chunks + (ids.length ? 1 : 0),
    selected: job.selected + ids.length,
    selectCursor: nextCursor,
    status: nextCursor ? 'selecting' : 'running',
  };
  await commit([
    ...(ids.length ? [putWrite(toBulkChunkItem(job, job.chunks, ids))] : []),
    stepWrite(job, {
      chunks: next.chunks,
      selected: next.selected,
      selectCursor: next.selectCursor,
      status: next.status,
    }),
  ]);
  return next;
};

/** A chunk acted on: the job counts it once (and an export's chunk keeps its rows). */
export const commitChunkDone = async (
  job: StoredBulkJob,
  chunk: BulkChunk,
  result: { updated: number; failed: { id: string; reason: string }[]; csv?: string },
): Promise<StoredBulkJob> => {
  const failures = [...job.failures, ...result.failed].slice(0, BULK_JOB_FAILURES_KEPT);
  const next: StoredBulkJob = {
    ...job,
    chunksDone: job.chunksDone + 1,
    done: job.done + chunk.ids.length,
    updated: job.updated + result.updated,
    failed: job.failed + result.failed.length,
    failures,
  };
  await commit([
    ...(result.csv !== undefined
      ? [
          setWrite(bulkChunkKey(job.organizationId, job.id, chunk.index), {
            set: { csv: result.csv },
          }),
        ]
      : []),
    stepWrite(job, {
      chunksDone: next.chunksDone,
      done: next.done,
      updated: next.updated,
      failed: next.failed,
      failures: next.failures,
    }),
  ]);
  return next;
};

/** The job ends, done (an export with its file ready) or failed with why. */
export const commitJobEnd = async (
  job: StoredBulkJob,
  end: { status: 'done' | 'failed'; error?: string; fileReady?: boolean },
): Promise<StoredBulkJob> => {
  const next: StoredBulkJob = {
    ...job,
    status: end.status,
    error: end.error ?? null,
    fileReady: end.fileReady ?? false,
    finishedAt: new Date().toISOString(),
  };
  await commit([
    stepWrite(job, {
      status: next.status,
      error: next.error,
      fileReady: next.fileReady,
      finishedAt: next.finishedAt,
    }),
  ]);
  return next;
};
