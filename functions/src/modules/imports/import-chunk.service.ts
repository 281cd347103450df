import {
  type Contact,
  contactInputSchema,
  type NewContactFields,
} from '@salesflow/shared/contacts/contact.schema';
import { toE164 } from '@salesflow/shared/contacts/phone';
import { firstIssue } from '@salesflow/shared/imports/import-row';
import { changesAllRecords, mayChangeLead } from '@salesflow/shared/teams/lead-rules';
import { memberCaller } from '../../platform/auth/access';
import { putInBulk, toBulk } from '../../platform/data/bulk';
import { derivedId } from '../../platform/data/ids';
import { commit, MAX_WRITES, type Write } from '../../platform/data/unit-of-work';
import { logger } from '../../platform/logger';
import { mapLimited } from '../../platform/map-limited';
import { countEvent } from '../../platform/metrics';
import {
  type ContactActor,
  claimEmailForImport,
  contactByEmail,
  contactsByIds,
  currentContact,
  importedContactWrites,
  mergeIntoContact,
  phoneHeldByOther,
  scoreNewContact,
} from '../contacts/contacts.service';
import { heldLeadWrites } from '../held-leads/held-leads.service';
import type { ChunkResult, ImportJob, ImportJobCounts } from './import-job.entity';
import { completeImportJob, rowError } from './import-job-progress';
import {
  ChunkPartCountedError,
  chunkPartCounted,
  chunkPartMarkerWrite,
  findImportJob,
  importJobCountWrites,
  putChunkResult,
} from './import-jobs.repository';
import type { ChunkRow, ImportChunkMessage } from './import-messages';

/**
 * Rows claimed, written and counted together: the job's progress moves a slice at a time, and a
 * crash between slices leaves whole, counted slices behind. A chunk's first slice is small, so
 * the first rows are counted within moments of the job's start.
 */
const FIRST_SLICE_ROWS = 25;
const SLICE_ROWS = 100;

/** The chunk's rows cut into slices: a small one first, then full ones. */
export const slicesOf = <T>(rows: readonly T[]): T[][] => {
  const slices: T[][] = [rows.slice(0, FIRST_SLICE_ROWS)];
  for (let start = FIRST_SLICE_ROWS; start < rows.length; start += SLICE_ROWS) {
    slices.push(rows.slice(start, start + SLICE_ROWS));
  }
  return slices;
};
/** Email claims in flight at once. */
const CLAIMS_AT_ONCE = 50;

type ReadRow = Extract<ChunkRow, { input: unknown }>;
type ValidRow = ReadRow & { fields: NewContactFields };

/** The whole row by the contact form's rules (the file worker checked its name and email). */
const checkRow = (row: ChunkRow): ValidRow | { row: number; error: string } => {
  if ('error' in row) return row;
  const parsed = contactInputSchema.safeParse(row.input);
  return parsed.success
    ? { ...row, fields: parsed.data }
    : { row: row.row, error: rowError(row.row, firstIssue(parsed.error.issues)) };
};

/** The contact a row makes, scored: the same id, times and score on every delivery of its chunk. */
const contactOf = (job: ImportJob, row: ValidRow): Contact => {
  const { score: typed, ...fields } = row.fields;
  return scoreNewContact(
    {
      ...fields,
      score: 0,
      id: derivedId(Date.parse(job.createdAt), `${job.id}#${row.row}`),
      phoneE164: fields.phone ? toE164(fields.phone) : null,
      organizationId: job.organizationId,
      ownerId: job.userId,
      assignedTo: row.assignedTo,
      createdAt: job.createdAt,
      updatedAt: job.createdAt,
      lastContactedAt: null,
    },
    typed,
    new Date(job.createdAt),
  );
};

const DUPLICATE_MESSAGE = 'a contact with this email already exists';
const NOT_YOURS_NOTE = `${DUPLICATE_MESSAGE} (skipped: a teammate's lead)`;

/** Whether the import may update the contact a duplicate row names (see mergeAllowed). */
type MergeAllowed = (contactId: string) => Promise<boolean>;

/**
 * An import updates an existing lead (fill or overwrite) only where the one who started it may
 * change that lead (shared/src/teams/lead-rules.ts): a member's import skips a teammate's lead,
 * as their edit would be refused. Their role as it is now; one who left updates nothing.
 */
const mergeAllowed = async (job: ImportJob): Promise<MergeAllowed> => {
  const starter = await memberCaller(job.organizationId, job.userId, job.timezone);
  if (!starter) return async () => false;
  if (changesAllRecords(starter)) return async () => true;
  return async (contactId) => {
    const lead = await currentContact(job.organizationId, contactId);
    return !lead || mayChangeLead(starter, lead);
  };
};
const PHONE_HELD_NOTE = 'same phone as a contact you already have (imported)';

/** What a slice did, to count once; what the chunk shows goes to its result. */
interface Tally {
  counts: ImportJobCounts;
  /** Contacts' and held leads' writes to apply in bulk (won or already ours). */
  writes: Write[];
}

const noCounts = (): ImportJobCounts => ({
  done: 0,
  success: 0,
  failed: 0,
  duplicateEmails: 0,
  updated: 0,
  duplicatePhones: 0,
  held: 0,
});

/** Hooks for tests that stop a worker part-way, as a crash or a timeout would. */
export interface ChunkHooks {
  afterSlice?: (slice: number) => void | Promise<void>;
}

/**
 * A slice of the chunk's rows: emails claimed, contacts and held leads written in bulk, duplicates
 * merged (only while the slice is not counted yet: a counted slice did all that before its counts).
 * Rows the plan had no room for when the file was read are merged like any duplicate when their
 * email is a contact's, else kept as held leads under an id of their own (the job and row), so a
 * slice delivered again holds each once.
 */
const sliceOf = async (
  job: ImportJob,
  actor: ContactActor,
  read: readonly ChunkRow[],
  result: ChunkResult,
  counted: boolean,
  mayMerge: MergeAllowed,
): Promise<Tally> => {
  const tally: Tally = { counts: noCounts(), writes: [] };
  const held = result.held ?? [];
  result.held = held;
  const duplicates = job.duplicates;
  const rows = read.map(checkRow);
  // Rows the plan had no room for claim no email: they are held, or merged into their contact.
  const valid = rows.filter((row): row is ValidRow => 'fields' in row && !row.hold);
  const toHold = rows.filter((row): row is ValidRow => 'fields' in row && Boolean(row.hold));
  const contacts = valid.map((row) => contactOf(job, row));
  const claims = await mapLimited(contacts, CLAIMS_AT_ONCE, claimEmailForImport);
  const known = await mapLimited(toHold, CLAIMS_AT_ONCE, (row) =>
    contactByEmail(job.organizationId, row.fields.email),
  );
  // A row claimed on an earlier delivery: write the contact as it was stored, if it got that far.
  const again = contacts.filter((_, i) => claims[i]?.claim === 'again');
  const stored = new Map(
    (
      await contactsByIds(
        job.organizationId,
        again.map((c) => c.id),
      )
    ).map((c) => [c.id, c]),
  );
  // A new contact's phone that an existing contact has (a row before it in the file is found when
  // the file is read): imported, and said so.
  const phoneTaken = await mapLimited(contacts, CLAIMS_AT_ONCE, async (contact, i) =>
    claims[i]?.claim !== 'taken' && contact.phoneE164 && valid[i]?.phoneOf === undefined
      ? phoneHeldByOther(job.organizationId, contact.phoneE164, contact.id)
      : false,
  );
  const merge = async (contactId: string, row: ValidRow) =>
    counted || duplicates === 'skip'
      ? null
      : mergeIntoContact(actor, contactId, row.fields, duplicates, {
          subject: 'Lead imported again',
          description: job.fileName,
        });
  for (const row of rows) {
    tally.counts.done += 1;
    if ('error' in row) {
      tally.counts.failed += 1;
      result.errors.push(row.error);
      continue;
    }
    for (const note of row.notes ?? []) result.errors.push(rowError(row.row, note));
    const existing = row.hold ? known[toHold.indexOf(row)] : null;
    if (row.hold && !existing) {
      tally.writes.push(
        ...heldLeadWrites(
          job.organizationId,
          row.fields,
          `import:${job.fileName}`,
          row.assignedTo,
          {
            id: derivedId(Date.parse(job.createdAt), `${job.id}#${row.row}#held`),
            receivedAt: job.createdAt,
          },
        ),
      );
      tally.counts.held += 1;
      held.push({ row: row.row, name: row.fields.name, email: row.fields.email });
      continue;
    }
    const index = valid.indexOf(row);
    const claim = claims[index];
    const contact = contacts[index] as Contact;
    const duplicateOf = existing ? existing.id : claim?.claim === 'taken' ? claim.contactId : null;
    if (duplicateOf) {
      tally.counts.duplicateEmails += 1;
      if (duplicates === 'skip') {
        tally.counts.failed += 1;
        result.errors.push(rowError(row.row, `${DUPLICATE_MESSAGE} (skipped)`));
        continue;
      }
      if (!(await mayMerge(duplicateOf))) {
        tally.counts.failed += 1;
        result.errors.push(rowError(row.row, NOT_YOURS_NOTE));
        continue;
      }
      const merged = await merge(duplicateOf, row);
      tally.counts.success += 1;
      tally.counts.updated += 1;
      result.imported.push({
        name: merged?.contact.name ?? row.fields.name,
        email: row.fields.email,
      });
      result.errors.push(rowError(row.row, `${DUPLICATE_MESSAGE} (updated)`));
      continue;
    }
    const saved = stored.get(contact.id) ?? contact;
    tally.writes.push(...importedContactWrites(actor, saved));
    tally.counts.success += 1;
    result.imported.push({ name: contact.name, email: contact.email });
    if (saved.assignedTo) {
      const assigned = result.assigned ?? {};
      assigned[saved.assignedTo] = (assigned[saved.assignedTo] ?? 0) + 1;
      result.assigned = assigned;
    }
    if (row.phoneOf !== undefined) {
      tally.counts.duplicatePhones += 1;
      result.errors.push(rowError(row.row, `same phone as row ${row.phoneOf} (imported)`));
    } else if (phoneTaken[index]) {
      tally.counts.duplicatePhones += 1;
      result.errors.push(rowError(row.row, PHONE_HELD_NOTE));
    }
  }
  if (!counted) {
    const { puts } = toBulk(tally.writes);
    // Indexes and held leads first, contacts last: a contact that exists has everything else.
    const isContact = (item: Record<string, unknown>) => item.type === 'contact';
    await putInBulk(
      puts.filter((item) => !isContact(item)),
      16,
    );
    await putInBulk(puts.filter(isContact), 16);
  }
  return tally;
};

/**
 * Commits the counter parts of a slice in order, each with its marker; one already counted is
 * passed over.
 */
const countOnce = async (job: ImportJob, chunk: number, slice: number, parts: Write[][]) => {
  for (const [part, writes] of parts.entries()) {
    try {
      await commit([
        chunkPartMarkerWrite(job.organizationId, job.id, chunk, slice, part),
        ...writes,
      ]);
    } catch (error) {
      if (!(error instanceof ChunkPartCountedError)) throw error;
    }
  }
};

/** The counter adds cut into transactions, the job's own counts in the last one. */
const countParts = (adds: Write[], jobCounts: Write[]): Write[][] => {
  const room = MAX_WRITES - 1 - jobCounts.length;
  const parts: Write[][] = [];
  for (let i = 0; i < adds.length; i += MAX_WRITES - 1)
    parts.push(adds.slice(i, i + MAX_WRITES - 1));
  const last = parts.at(-1);
  if (last && last.length <= room) last.push(...jobCounts);
  else parts.push(jobCounts);
  return parts;
};

/**
 * The chunk worker, a slice of rows at a time: claims each row's email on its own (so two rows,
 * or two files, never make one email twice), writes the contacts won and the leads held in bulk,
 * and adds the slice's counters (contacts', held leads' and the job's) once, in transactions that
 * carry the slice's markers: the job's progress moves with every slice, from the first. The
 * chunk's results are kept before its last slice counts it done, so whoever completes the job
 * finds them. A chunk delivered again, or after a crash part-way, finds its own claims, contacts
 * and counted slices, and counts nothing twice.
 */
export const importChunk = async (message: ImportChunkMessage, hooks: ChunkHooks = {}) => {
  const job = await findImportJob(message.organizationId, message.jobId);
  if (!job || (job.status !== 'queued' && job.status !== 'running')) return;
  logger.appendKeys({
    organizationId: job.organizationId,
    importJobId: job.id,
    chunk: message.chunk,
  });
  const actor: ContactActor = {
    organizationId: job.organizationId,
    timezone: job.timezone,
    userId: job.userId,
  };
  const result: ChunkResult = { errors: [], imported: [], held: [] };
  const mayMerge = job.duplicates === 'skip' ? async () => false : await mergeAllowed(job);
  const slices = slicesOf(message.rows);
  for (const [slice, rows] of slices.entries()) {
    // Counted already: its contacts, held leads and merges were all done before its counts.
    const counted = await chunkPartCounted(job.organizationId, job.id, message.chunk, slice, 0);
    const tally = await sliceOf(job, actor, rows, result, counted, mayMerge);
    const last = slice === slices.length - 1;
    if (last) await putChunkResult(job.organizationId, job.id, message.chunk, result);
    if (!counted) {
      const { adds } = toBulk(tally.writes);
      await countOnce(
        job,
        message.chunk,
        slice,
        countParts(adds, importJobCountWrites(job.organizationId, job.id, tally.counts, last)),
      );
      if (tally.counts.held) countEvent('leadHeld', tally.counts.held);
    }
    await hooks.afterSlice?.(slice);
  }
  await completeImportJob(job.organizationId, job.id);
};
