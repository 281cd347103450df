import { IMPORT_NO_LEADS_MESSAGE } from '@salesflow/shared/contacts/contact-import';
import { detectDelimiter } from '@salesflow/shared/imports/delimiter';
import type { ImportColumn } from '@salesflow/shared/imports/import-headers';
import {
  IMPORT_JOB_MAX_ROWS,
  IMPORT_JOB_TOO_MANY_MESSAGE,
} from '@salesflow/shared/imports/import-job';
import {
  firstIssue,
  importKeySchema,
  mapRow,
  phoneDigits,
} from '@salesflow/shared/imports/import-row';
import { CsvError, parse } from 'csv-parse';
import { logger } from '../../platform/logger';
import { sendMessages } from '../../platform/queue/send-message';
import { IMPORT_CHUNKS_QUEUE } from '../../platform/queue-names';
import {
  readUploadHead,
  readUploadStream,
  UploadMissingError,
} from '../../platform/storage/uploads';
import { contactRoomOf } from '../contacts/contacts.service';
import { roundRobinMembers } from '../teams/team-settings.service';
import { csvOptions } from './import-csv';
import type { ImportJob } from './import-job.entity';
import { completeImportJob, rowError } from './import-job-progress';
import { failImportJob, findImportJob, recordImportSplit } from './import-jobs.repository';
import type { ChunkRow, ImportChunkMessage, ImportFileMessage } from './import-messages';

/** Rows per chunk message; a chunk is also closed early before it nears SQS's 256 KB. */
const chunkRows = () => Number(process.env.IMPORT_CHUNK_ROWS ?? 500);
const CHUNK_BYTES = 180_000;

/**
 * Reads one row: its name and email checked by the contact form's rules (the chunk worker checks
 * the rest); the second row with an email is refused (the first wins), the second with a phone
 * is imported with a note.
 */
const readRow = (
  row: number,
  cells: string[],
  mapping: readonly ImportColumn[],
  seen: { emails: Map<string, number>; phones: Map<string, number> },
): ChunkRow => {
  const { input, notes } = mapRow(cells, mapping);
  const parsed = importKeySchema.safeParse(input);
  if (!parsed.success) return { row, error: `Row ${row}: ${firstIssue(parsed.error.issues)}` };
  const email = parsed.data.email.toLowerCase();
  const earlier = seen.emails.get(email);
  if (earlier !== undefined) return { row, error: `Row ${row}: same email as row ${earlier}` };
  seen.emails.set(email, row);
  const digits = input.phone ? phoneDigits(input.phone) : '';
  const phoneOf = digits.length >= 6 ? seen.phones.get(digits) : undefined;
  if (digits.length >= 6 && phoneOf === undefined) seen.phones.set(digits, row);
  return {
    row,
    input,
    assignedTo: null,
    ...(phoneOf !== undefined ? { phoneOf } : {}),
    ...(notes.length ? { notes } : {}),
  };
};

/**
 * Reads the uploaded file once, as a stream: every row checked and put in chunk messages. Answers
 * why the whole file cannot be imported instead (too many rows, no rows, not CSV, not uploaded).
 */
export const readImportChunks = async (
  job: ImportJob,
): Promise<{ chunks: ImportChunkMessage[]; total: number } | { error: string }> => {
  const { organizationId, id: jobId } = job;
  let delimiter: string;
  let stream: Awaited<ReturnType<typeof readUploadStream>>['stream'];
  try {
    delimiter = detectDelimiter((await readUploadHead(job.objectKey, 65_536)).toString('utf8'));
    ({ stream } = await readUploadStream(job.objectKey));
  } catch (error) {
    if (!(error instanceof UploadMissingError)) throw error;
    return { error: 'The file was not uploaded: choose it again' };
  }
  const mapping = job.mapping ?? [];
  const seen = { emails: new Map<string, number>(), phones: new Map<string, number>() };
  const members = await roundRobinMembers(organizationId);
  // Rows past the plan's room are held (the chunk worker keeps them as held leads).
  const room = await contactRoomOf(organizationId);
  const chunks: ImportChunkMessage[] = [];
  let current: ChunkRow[] = [];
  let bytes = 0;
  let total = 0;
  let valid = 0;
  const close = () => {
    if (!current.length) return;
    chunks.push({ organizationId, jobId, chunk: chunks.length, rows: current });
    current = [];
    bytes = 0;
  };
  const parser = stream.pipe(parse(csvOptions(delimiter)));
  let header = true;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      if (header) {
        header = false;
        continue;
      }
      total += 1;
      if (total > IMPORT_JOB_MAX_ROWS) {
        stream.destroy();
        return { error: IMPORT_JOB_TOO_MANY_MESSAGE };
      }
      // Rows are numbered as a spreadsheet shows them: the header is row 1.
      const read = readRow(total + 1, cells, mapping, seen);
      if ('input' in read) {
        read.assignedTo = members.length ? (members[valid % members.length] ?? null) : null;
        valid += 1;
        const full = room.take();
        if (full) read.hold = full;
      }
      current.push(read);
      bytes += JSON.stringify(read).length;
      if (current.length >= chunkRows() || bytes >= CHUNK_BYTES) close();
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { error: rowError(total + 2, `the file is not valid CSV (${error.message})`) };
  }
  close();
  if (total === 0) return { error: IMPORT_NO_LEADS_MESSAGE };
  return { chunks, total };
};

/**
 * The file worker: reads the file and queues its chunks. A file that cannot be imported whole
 * (more than 100,000 rows) fails the job before any chunk is queued, so nothing is half imported.
 * Delivered again, it queues the same chunks (the chunk worker counts each once).
 */
export const splitImportFile = async ({ organizationId, jobId }: ImportFileMessage) => {
  const job = await findImportJob(organizationId, jobId);
  if (!job?.mapping || (job.status !== 'queued' && job.status !== 'running')) return;
  // Recorded only after every chunk was queued: nothing left to do.
  if (job.chunkCount !== null) return;
  logger.appendKeys({ organizationId, importJobId: jobId });
  const read = await readImportChunks(job);
  if ('error' in read) {
    await failImportJob(job, read.error);
    return;
  }
  await sendMessages(IMPORT_CHUNKS_QUEUE, read.chunks);
  await recordImportSplit(job, read.total, read.chunks.length);
  // Every chunk may have been counted before the split was recorded.
  await completeImportJob(organizationId, jobId);
};
