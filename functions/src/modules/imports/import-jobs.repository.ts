import { db, tableName } from '../../platform/data/dynamo-client';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '../../platform/data/dynamo-commands';
import { pagesOf, TOP } from '../../platform/data/read';
import { addWrite, putWrite, setWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  type ChunkResult,
  chunkMarkerKey,
  chunkResultKey,
  fromImportJobItem,
  IMPORT_JOB_TTL_SECONDS,
  type ImportJob,
  type ImportJobCounts,
  importJobKey,
  importJobPartition,
  RESULT_PREFIX,
  toImportJobItem,
  USER_IMPORTS_INDEX,
  userImportsPartition,
} from './import-job.entity';

export class ChunkPartCountedError extends Error {}

/** A job's markers and results go with it (the table's TTL), a little after the job. */
const expireAt = () => Math.floor(Date.now() / 1000) + IMPORT_JOB_TTL_SECONDS;

const isConditionFailure = (error: unknown) =>
  (error as Error).name === 'ConditionalCheckFailedException';

export const importJobCreateWrite = (job: ImportJob): Write =>
  putWrite(toImportJobItem(job), {
    expression: 'attribute_not_exists(pk)',
    error: () => new ConflictError('This import already exists'),
  });

export const findImportJob = async (organizationId: string, id: string) => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: importJobKey(organizationId, id),
      ConsistentRead: true,
    }),
  );
  return Item ? fromImportJobItem(Item) : null;
};

/** The user's newest job in the organization, or null. */
export const findLatestImportJob = async (organizationId: string, userId: string) => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: USER_IMPORTS_INDEX.name,
      KeyConditionExpression: '#p = :p',
      ExpressionAttributeNames: { '#p': USER_IMPORTS_INDEX.partitionKey },
      ExpressionAttributeValues: { ':p': userImportsPartition(organizationId, userId) },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  const found = Items[0];
  return found ? findImportJob(organizationId, String(found.id)) : null;
};

/** The job starts: its mapping and duplicate choice, once, while it waits for them. */
export const importJobStartWrite = (
  job: ImportJob,
  start: Pick<ImportJob, 'mapping' | 'duplicates'>,
): Write =>
  setWrite(
    importJobKey(job.organizationId, job.id),
    { set: { status: 'queued', mapping: start.mapping, duplicates: start.duplicates } },
    {
      expression: '#status = :uploading',
      names: { '#status': 'status' },
      values: { ':uploading': 'uploading' },
      error: () => new ConflictError('This import has already started'),
    },
  );

/** The file is read: how many rows and chunks there are. Only once the job is queued or running. */
export const recordImportSplit = async (job: ImportJob, total: number, chunkCount: number) => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: importJobKey(job.organizationId, job.id),
      UpdateExpression: 'SET #status = :running, #total = :total, chunkCount = :chunks',
      ConditionExpression: '#status IN (:queued, :running)',
      ExpressionAttributeNames: { '#status': 'status', '#total': 'total' },
      ExpressionAttributeValues: {
        ':running': 'running',
        ':queued': 'queued',
        ':total': total,
        ':chunks': chunkCount,
      },
    }),
  );
};

/** The whole job fails (too many rows, not a CSV file): said once, never over a finished job. */
export const failImportJob = async (job: ImportJob, message: string) => {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: importJobKey(job.organizationId, job.id),
        UpdateExpression: 'SET #status = :failed, #error = :error, finishedAt = :now',
        ConditionExpression: '#status IN (:queued, :running)',
        ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':error': message,
          ':now': new Date().toISOString(),
          ':queued': 'queued',
          ':running': 'running',
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/** Completed when every chunk has counted: whoever counts last (or splits last) says so. */
export const completeImportJobIfDone = async (organizationId: string, id: string) => {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: importJobKey(organizationId, id),
        UpdateExpression: 'SET #status = :completed, finishedAt = :now',
        ConditionExpression: '#status = :running AND chunksDone = chunkCount',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':completed': 'completed',
          ':running': 'running',
          ':now': new Date().toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Whether this part of the counts of the chunk's slice has been added. */
export const chunkPartCounted = async (
  organizationId: string,
  jobId: string,
  chunk: number,
  slice: number,
  part: number,
) => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: chunkMarkerKey(organizationId, jobId, chunk, slice, part),
      ConsistentRead: true,
    }),
  );
  return Item !== undefined;
};

/**
 * The marker of a part of the counts of a chunk's slice, to commit with those counts: a second
 * delivery's commit fails on it (ChunkPartCountedError), so each part is added once.
 */
export const chunkPartMarkerWrite = (
  organizationId: string,
  jobId: string,
  chunk: number,
  slice: number,
  part: number,
): Write =>
  putWrite(
    {
      ...chunkMarkerKey(organizationId, jobId, chunk, slice, part),
      type: 'importChunkMarker',
      expire: expireAt(),
    },
    { expression: 'attribute_not_exists(pk)', error: () => new ChunkPartCountedError() },
  );

/** A slice's rows added to its job's counters; with the chunk's last, the chunk counted as done. */
export const importJobCountWrites = (
  organizationId: string,
  jobId: string,
  counts: ImportJobCounts,
  chunkDone: boolean,
): Write[] =>
  addWrite(importJobKey(organizationId, jobId), { ...counts, chunksDone: chunkDone ? 1 : 0 });

/** The chunk's errors, notes and imported leads (the same on every delivery). */
export const putChunkResult = async (
  organizationId: string,
  jobId: string,
  chunk: number,
  result: ChunkResult,
) => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...chunkResultKey(organizationId, jobId, chunk),
        type: 'importChunkResult',
        ...result,
      },
    }),
  );
};

/** The chunks' results in row order, a page at a time, until `enough` says stop. */
export const readChunkResults = async (
  organizationId: string,
  jobId: string,
  enough: (results: ChunkResult[]) => boolean = () => false,
): Promise<ChunkResult[]> => {
  const results: ChunkResult[] = [];
  const read = {
    pk: importJobPartition(organizationId, jobId),
    between: [RESULT_PREFIX, `${RESULT_PREFIX}${TOP}`] as [string, string],
    limit: 20,
  };
  for await (const page of pagesOf(read)) {
    for (const item of page.items) {
      results.push({
        errors: (item.errors as string[] | undefined) ?? [],
        imported: (item.imported as ChunkResult['imported'] | undefined) ?? [],
        held: (item.held as ChunkResult['held'] | undefined) ?? [],
        assigned: (item.assigned as ChunkResult['assigned'] | undefined) ?? {},
      });
    }
    if (enough(results)) break;
  }
  return results;
};
