import {
  type Contact,
  contactInputSchema,
  type NewContactFields,
} from '@salesflow/shared/contacts/contact.schema';
import { toE164 } from '@salesflow/shared/contacts/phone';
import type { DuplicateMode } from '@salesflow/shared/imports/import-job';
import { firstIssue } from '@salesflow/shared/imports/import-row';
import { changesAllRecords, mayChangeLead } from '@salesflow/shared/teams/lead-rules';
import { memberCaller } from '../../platform/auth/access';
import { putInBulk, toBulk } from '../../platform/data/bulk';
import { derivedId } from '../../platform/data/ids';
import { commit, MAX_WRITES, type Write } from '../../platform/data/unit-of-work';
import { logger } from '../../platform/logger';
import { mapLimited } from '../../platform/map-limited';
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
import { holdLead } from '../held-leads/held-leads.service';
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

/** Rows claimed and written together; a crash between slices leaves whole slices behind. */
const SLICE = 250;
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
const HELD_NOTE = 'held: your plan has no room for it yet (see Held leads on Contacts)';

/**
 * A row the plan had no room for when the file was read: merged like any duplicate when its email
 * is a contact's, else kept as a held lead under an id of its own (the job and row), so a chunk
 * delivered again holds it once.
 */
const holdRow = async (
  job: ImportJob,
  row: ValidRow,
): Promise<{ held: true } | { contactId: string }> => {
  const existing = await contactByEmail(job.organizationId, row.fields.email);
  if (existing) return { contactId: existing.id };
  await holdLead(job.organizationId, row.fields, `import:${job.fileName}`, row.assignedTo, {
    id: derivedId(Date.parse(job.createdAt), `${job.id}#${row.row}#held`),
    receivedAt: job.createdAt,
  });
  return { held: true };
};

/** What a chunk did, to count once and to show. */
interface Tally {
  counts: ImportJobCounts;
  result: ChunkResult;
  /** Contacts' writes to apply in bulk (won or already ours). */
  writes: Write[];
}

/** Hooks for tests that stop a worker part-way, as a crash or a timeout would. */
export interface ChunkHooks {
  afterSlice?: (slice: number) => void | Promise<void>;
}

const sliceOf = async (
  job: ImportJob,
  actor: ContactActor,
  read: readonly ChunkRow[],
  duplicates: DuplicateMode,
  tally: Tally,
  mergeDuplicates: boolean,
  mayMerge: MergeAllowed,
) => {
  const rows = read.map(checkRow);
  // Rows the plan had no room for claim no email: they are held, or merged into their contact.
  const valid = rows.filter((row): row is ValidRow => 'fields' in row && !row.hold);
  const contacts = valid.map((row) => contactOf(job, row));
  const claims = await mapLimited(contacts, CLAIMS_AT_ONCE, claimEmailForImport);
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
  const writes: Write[] = [];
  for (const row of rows) {
    tally.counts.done += 1;
    if ('error' in row) {
      tally.counts.failed += 1;
      tally.result.errors.push(row.error);
      continue;
    }
    for (const note of row.notes ?? []) tally.result.errors.push(rowError(row.row, note));
    if (row.hold) {
      const held = await holdRow(job, row);
      if ('held' in held) {
        tally.counts.held += 1;
        tally.result.errors.push(rowError(row.row, HELD_NOTE));
        continue;
      }
      tally.counts.duplicateEmails += 1;
      if (duplicates === 'skip') {
        tally.counts.failed += 1;
        tally.result.errors.push(rowError(row.row, `${DUPLICATE_MESSAGE} (skipped)`));
        continue;
      }
      if (!(await mayMerge(held.contactId))) {
        tally.counts.failed += 1;
        tally.result.errors.push(rowError(row.row, NOT_YOURS_NOTE));
        continue;
      }
      if (mergeDuplicates) {
        await mergeIntoContact(actor, held.contactId, row.fields, duplicates, {
          subject: 'Lead imported again',
          description: job.fileName,
        });
      }
      tally.counts.success += 1;
      tally.counts.updated += 1;
      tally.result.imported.push({ name: row.fields.name, email: row.fields.email });
      tally.result.errors.push(rowError(row.row, `${DUPLICATE_MESSAGE} (updated)`));
      continue;
    }
    const index = valid.indexOf(row);
    const claim = claims[index];
    const contact = contacts[index] as Contact;
    if (claim?.claim === 'taken') {
      tally.counts.duplicateEmails += 1;
      if (duplicates === 'skip') {
        tally.counts.failed += 1;
        tally.result.errors.push(rowError(row.row, `${DUPLICATE_MESSAGE} (skipped)`));
        continue;
      }
      if (!(await mayMerge(claim.contactId))) {
        tally.counts.failed += 1;
        tally.result.errors.push(rowError(row.row, NOT_YOURS_NOTE));
        continue;
      }
      const merged = mergeDuplicates
        ? await mergeIntoContact(actor, claim.contactId, row.fields, duplicates, {
            subject: 'Lead imported again',
            description: job.fileName,
          })
        : { contact };
      tally.counts.success += 1;
      tally.counts.updated += 1;
      tally.result.imported.push({
        name: merged?.contact.name ?? contact.name,
        email: contact.email,
      });
      tally.result.errors.push(rowError(row.row, `${DUPLICATE_MESSAGE} (updated)`));
      continue;
    }
    const saved = stored.get(contact.id) ?? contact;
    writes.push(...importedContactWrites(actor, saved));
    tally.counts.success += 1;
    tally.result.imported.push({ name: contact.name, email: contact.email });
    if (saved.assignedTo) {
      const assigned = tally.result.assigned ?? {};
      assigned[saved.assignedTo] = (assigned[saved.assignedTo] ?? 0) + 1;
      tally.result.assigned = assigned;
    }
    if (row.phoneOf !== undefined) {
      tally.counts.duplicatePhones += 1;
      tally.result.errors.push(rowError(row.row, `same phone as row ${row.phoneOf} (imported)`));
    } else if (phoneTaken[index]) {
      tally.counts.duplicatePhones += 1;
      tally.result.errors.push(rowError(row.row, PHONE_HELD_NOTE));
    }
  }
  const { puts } = toBulk(writes);
  // Indexes first, contacts last: a contact that exists has everything else written.
  const isContact = (item: Record<string, unknown>) => item.type === 'contact';
  await putInBulk(
    puts.filter((item) => !isContact(item)),
    16,
  );
  await putInBulk(puts.filter(isContact), 16);
  tally.writes.push(...writes);
};

/** Commits the counter parts in order, each with its marker; one already counted is passed over. */
const countOnce = async (job: ImportJob, chunk: number, parts: Write[][]) => {
  for (const [part, writes] of parts.entries()) {
    try {
      await commit([chunkPartMarkerWrite(job.organizationId, job.id, chunk, part), ...writes]);
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
 * The chunk worker: claims each row's email on its own (so two rows, or two files, never make
 * one email twice), writes the contacts won in bulk, and adds the chunk's counters (contacts' and
 * the job's) once, in transactions that carry the chunk's markers. A chunk delivered again, or
 * after a crash part-way, finds its own claims and contacts and counts nothing twice.
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
  const tally: Tally = {
    counts: {
      done: 0,
      success: 0,
      failed: 0,
      duplicateEmails: 0,
      updated: 0,
      duplicatePhones: 0,
      held: 0,
    },
    result: { errors: [], imported: [] },
    writes: [],
  };
  const mayMerge = job.duplicates === 'skip' ? async () => false : await mergeAllowed(job);
  // Counted already: the contacts and merges were all done before the counts (a late repeat).
  const counted = await chunkPartCounted(job.organizationId, job.id, message.chunk, 0);
  for (let start = 0, slice = 0; start < message.rows.length; start += SLICE, slice += 1) {
    await sliceOf(
      job,
      actor,
      message.rows.slice(start, start + SLICE),
      job.duplicates,
      tally,
      !counted,
      mayMerge,
    );
    await hooks.afterSlice?.(slice);
  }
  await putChunkResult(job.organizationId, job.id, message.chunk, tally.result);
  const { adds } = toBulk(tally.writes);
  await countOnce(
    job,
    message.chunk,
    countParts(adds, importJobCountWrites(job.organizationId, job.id, tally.counts)),
  );
  await completeImportJob(job.organizationId, job.id);
};
