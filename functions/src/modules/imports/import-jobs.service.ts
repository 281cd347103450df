import { toCsv } from '@salesflow/shared/csv/csv';
import { detectDelimiter } from '@salesflow/shared/imports/delimiter';
import {
  guessMapping,
  isCustomColumn,
  needsMappingStep,
} from '@salesflow/shared/imports/import-headers';
import {
  type CreatedImportJob,
  type CreateImportJobRequest,
  IMPORT_JOB_ERRORS_SHOWN,
  IMPORT_JOB_HELD_SHOWN,
  IMPORT_JOB_IMPORTED_SHOWN,
  type ImportJobView,
  type ImportPreview,
  type StartImportJobRequest,
} from '@salesflow/shared/imports/import-job';
import { parse } from 'csv-parse/sync';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { commit } from '../../platform/data/unit-of-work';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { outboxPut, sendFromOutbox } from '../../platform/queue/outbox';
import { IMPORT_FILES_QUEUE } from '../../platform/queue-names';
import {
  presignDownload,
  presignUpload,
  putUpload,
  readUploadHead,
  UploadMissingError,
} from '../../platform/storage/uploads';
import { contactRoomLeftOf } from '../contacts/contacts.service';
import { listCustomFields } from '../custom-fields/custom-fields.service';
import { firstRecordWrites } from '../organizations/organizations.service';
import { countImportRows, csvOptions } from './import-csv';
import { type ImportJob, importErrorsObjectKey, importObjectKey } from './import-job.entity';
import {
  findImportJob,
  findLatestImportJob,
  importJobCreateWrite,
  importJobStartWrite,
  readChunkResults,
} from './import-jobs.repository';
import type { ImportFileMessage } from './import-messages';

/** How long the browser has to upload the file. */
const UPLOAD_SECONDS = 15 * 60;
/** The head of the file read for the mapping step: the header and a few rows. */
const HEAD_BYTES = 65_536;
const SAMPLE_ROWS = 5;

const notFound = () => new NotFoundError('Import not found');

/** The caller's job: another organization's, or another user's, is not found. */
const ownJob = async (auth: AuthContext, id: string): Promise<ImportJob> => {
  const job = await findImportJob(auth.organizationId, id);
  if (!job || job.userId !== auth.userId) throw notFound();
  return job;
};

export const createImportJob = async (
  auth: AuthContext,
  { fileName, size }: CreateImportJobRequest,
): Promise<CreatedImportJob> => {
  const id = newId();
  const now = new Date();
  const job: ImportJob = {
    id,
    organizationId: auth.organizationId,
    userId: auth.userId,
    timezone: auth.timezone,
    fileName,
    size,
    objectKey: importObjectKey(auth.organizationId, id),
    status: 'uploading',
    mapping: null,
    duplicates: 'skip',
    total: 0,
    chunkCount: null,
    chunksDone: 0,
    done: 0,
    success: 0,
    failed: 0,
    duplicateEmails: 0,
    updated: 0,
    duplicatePhones: 0,
    held: 0,
    error: null,
    createdAt: now.toISOString(),
    finishedAt: null,
  };
  const upload = await presignUpload(job.objectKey, size, UPLOAD_SECONDS);
  await commit([importJobCreateWrite(job)]);
  return {
    id,
    uploadUrl: upload.url,
    uploadHeaders: upload.headers,
    expiresAt: new Date(now.getTime() + UPLOAD_SECONDS * 1000).toISOString(),
  };
};

const invalidFile = (message = 'Please select a valid CSV file') =>
  new ValidationError([{ field: 'file', message }], message);

/** The header and first rows of the uploaded file, as the file worker will read them. */
const readHead = async (job: ImportJob) => {
  let head: Buffer;
  try {
    head = await readUploadHead(job.objectKey, HEAD_BYTES);
  } catch (error) {
    if (error instanceof UploadMissingError) {
      throw new ConflictError('The file has not been uploaded yet');
    }
    throw error;
  }
  if (head.includes(0)) throw invalidFile();
  let text = head.toString('utf8');
  // Cut at the last line break when the file goes on: the last row may be incomplete.
  if (head.length === HEAD_BYTES) text = text.slice(0, Math.max(text.lastIndexOf('\n'), 0));
  const delimiter = detectDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, { ...csvOptions(delimiter), to: SAMPLE_ROWS + 1 }) as string[][];
  } catch {
    throw invalidFile();
  }
  const [headers, ...sample] = records;
  if (!headers?.length) throw invalidFile('The file is empty');
  return { headers, sample, delimiter };
};

/**
 * The mapping step's material, and what the plan's room means for the file: its rows (read
 * through, as the import will count them) beside the contacts the plan has room for, so the
 * dialog says before the start how many leads will be held.
 */
export const previewImportJob = async (auth: AuthContext, id: string): Promise<ImportPreview> => {
  const job = await ownJob(auth, id);
  const { headers, sample, delimiter } = await readHead(job);
  const mapping = guessMapping(headers, await listCustomFields(auth, 'contact'));
  const [rows, room] = await Promise.all([
    countImportRows(job.objectKey, delimiter),
    contactRoomLeftOf(auth.organizationId),
  ]);
  return {
    headers,
    mapping,
    sample,
    delimiter,
    mappingNeeded: needsMappingStep(headers, mapping),
    rows,
    room,
  };
};

export const startImportJob = async (
  auth: AuthContext,
  id: string,
  start: { mapping: StartImportJobRequest['mapping']; duplicates: 'skip' | 'fill' | 'overwrite' },
): Promise<ImportJobView> => {
  const job = await ownJob(auth, id);
  if (job.status !== 'uploading') throw new ConflictError('This import has already started');
  const { headers } = await readHead(job);
  if (start.mapping.length !== headers.length) {
    const message = `The file has ${headers.length} columns: choose a field or ignore for each`;
    throw new ValidationError([{ field: 'mapping', message }], message);
  }
  const custom = start.mapping.filter(isCustomColumn);
  if (custom.length) {
    const known = new Set((await listCustomFields(auth, 'contact')).map((field) => field.key));
    const gone = start.mapping.findIndex(
      (column) => isCustomColumn(column) && !known.has(column.slice(3)),
    );
    if (gone >= 0) {
      const message = `Column ${gone + 1} (${headers[gone]}) is for a custom field that no longer exists: choose another field or ignore`;
      throw new ValidationError([{ field: 'mapping', message }], message);
    }
  }
  const notice = outboxPut(IMPORT_FILES_QUEUE, {
    organizationId: job.organizationId,
    jobId: job.id,
  } satisfies ImportFileMessage);
  // Its leads are written in bulk later: the job marks the organization as used first.
  await commit([
    ...firstRecordWrites(auth, new Date().toISOString()),
    importJobStartWrite(job, start),
    notice.write,
  ]);
  await sendFromOutbox(notice.entry);
  return importJobView({ ...job, status: 'queued', ...start }, false);
};

const toView = (
  job: ImportJob,
  errors: string[],
  imported: ImportJobView['imported'],
  heldLeads: ImportJobView['heldLeads'],
): ImportJobView => ({
  id: job.id,
  fileName: job.fileName,
  status: job.status,
  duplicates: job.duplicates,
  total: job.total,
  done: job.done,
  success: job.success,
  failed: job.failed,
  duplicateEmails: job.duplicateEmails,
  updated: job.updated,
  duplicatePhones: job.duplicatePhones,
  held: job.held,
  error: job.error,
  errors,
  imported,
  heldLeads,
  createdAt: job.createdAt,
  finishedAt: job.finishedAt,
});

/** The job with its first errors and held leads, and once it is done its first imported leads. */
const importJobView = async (job: ImportJob, withResults = true): Promise<ImportJobView> => {
  if (!withResults) return toView(job, [], [], []);
  const finished = job.status === 'completed';
  const results = await readChunkResults(job.organizationId, job.id, (read) => {
    const errors = read.reduce((n, r) => n + r.errors.length, 0);
    const imported = read.reduce((n, r) => n + r.imported.length, 0);
    const held = read.reduce((n, r) => n + (r.held?.length ?? 0), 0);
    return (
      errors >= IMPORT_JOB_ERRORS_SHOWN &&
      held >= IMPORT_JOB_HELD_SHOWN &&
      (!finished || imported >= IMPORT_JOB_IMPORTED_SHOWN)
    );
  });
  return toView(
    job,
    results.flatMap((r) => r.errors).slice(0, IMPORT_JOB_ERRORS_SHOWN),
    finished ? results.flatMap((r) => r.imported).slice(0, IMPORT_JOB_IMPORTED_SHOWN) : [],
    results.flatMap((r) => r.held ?? []).slice(0, IMPORT_JOB_HELD_SHOWN),
  );
};

export const getImportJob = async (auth: AuthContext, id: string) =>
  importJobView(await ownJob(auth, id));

/** The caller's newest job, for the Contacts banner. */
export const latestImportJob = async (auth: AuthContext): Promise<ImportJobView | null> => {
  const job = await findLatestImportJob(auth.organizationId, auth.userId);
  return job ? importJobView(job, false) : null;
};

/**
 * Past this, the errors file is not answered inline (a Lambda answer holds at most 6 MB): it is
 * put in the uploads bucket beside the import and the browser is sent to a short-lived link.
 */
export const ERRORS_INLINE_BYTES = 4_000_000;
const ERRORS_LINK_SECONDS = 300;

/**
 * Every error and note of the job as a CSV file (cells escaped against formulas): the text, or a
 * link to it when it is too large to answer inline.
 */
export const importJobErrorsFile = async (
  auth: AuthContext,
  id: string,
  inlineBytes = ERRORS_INLINE_BYTES,
): Promise<{ fileName: string } & ({ csv: string } | { url: string })> => {
  const job = await ownJob(auth, id);
  const lines = (await readChunkResults(job.organizationId, job.id)).flatMap((r) => r.errors);
  const rows = lines.map((line) => {
    const match = /^Row (\d+): (.*)$/s.exec(line);
    return { row: match?.[1] ?? '', error: match?.[2] ?? line };
  });
  const fileName = `${job.fileName.replace(/\.csv$/i, '')}-errors.csv`;
  const csv = toCsv(
    [
      { header: 'row', value: (r: { row: string }) => r.row },
      { header: 'error', value: (r: { error: string }) => r.error },
    ],
    rows,
  );
  const bytes = Buffer.from(csv, 'utf8');
  if (bytes.length <= inlineBytes) return { fileName, csv };
  const key = importErrorsObjectKey(job.organizationId, job.id);
  await putUpload(key, bytes, 'text/csv; charset=utf-8');
  return { fileName, url: await presignDownload(key, ERRORS_LINK_SECONDS, fileName) };
};
