import {
  type Contact,
  contactInputSchema,
  type NewContactFields,
} from '@salesflow/shared/contacts/contact.schema';
import { toE164 } from '@salesflow/shared/contacts/phone';
import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import { readCustomTexts } from '@salesflow/shared/custom-fields/custom-text';
import { setCustomValues } from '@salesflow/shared/custom-fields/custom-values';
import { isCustomColumn } from '@salesflow/shared/imports/import-headers';
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
  type BulkInsertOutcome,
  type ContactActor,
  contactRoomOf,
  contactsByIds,
  currentContact,
  emailClaimsOf,
  importedContactWrites,
  insertImportedContacts,
  mergeIntoContact,
  phonesHeld,
  type RoomClaim,
  scoreNewContact,
} from '../contacts/contacts.service';
import { listCustomFields } from '../custom-fields/custom-fields.service';
import { heldAlready, heldLeadWrites } from '../held-leads/held-leads.service';
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
/** Duplicates' merges in flight at once. */
const MERGES_AT_ONCE = 8;

type ReadRow = Extract<ChunkRow, { input: unknown }>;
type ValidRow = ReadRow & { fields: NewContactFields };

/**
 * The whole row by the contact form's rules (the file worker checked its name and email), its
 * custom fields' cells read by their types: one that cannot be read is left out, with a note.
 */
const checkRow = (
  row: ChunkRow,
  customFields: readonly CustomField[],
): ValidRow | { row: number; error: string } => {
  if ('error' in row) return row;
  const { customText, ...input } = row.input;
  const parsed = contactInputSchema.safeParse(input);
  if (!parsed.success) {
    return { row: row.row, error: rowError(row.row, firstIssue(parsed.error.issues)) };
  }
  if (!customText) return { ...row, fields: parsed.data };
  const { values, problems } = readCustomTexts(customFields, customText);
  return {
    ...row,
    fields: { ...parsed.data, ...(values ? { customFields: values } : {}) },
    ...(problems.length ? { notes: [...(row.notes ?? []), ...problems] } : {}),
  };
};

/** The id of the contact a row makes: the same on every delivery of its chunk. */
const contactIdOf = (job: ImportJob, row: number) =>
  derivedId(Date.parse(job.createdAt), `${job.id}#${row}`);

/** The contact a row makes, scored: the same id, times and score on every delivery of its chunk. */
const contactOf = (job: ImportJob, row: ValidRow): Contact => {
  const { score: typed, customFields: custom, ...fields } = row.fields;
  const customFields = setCustomValues(custom);
  return scoreNewContact(
    {
      ...fields,
      ...(customFields ? { customFields } : {}),
      score: 0,
      id: contactIdOf(job, row.row),
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

/** What became of a row the plan had room for when the file was read. */
type Fate =
  | { kind: 'created'; contact: Contact }
  | { kind: 'taken'; contactId: string }
  | { kind: 'held' };

/**
 * A slice of the chunk's rows, in as few calls as correctness allows: one read of the rows' email
 * claims (BatchGetItem, 100 a call) splits new rows from existing contacts; the new rows' contacts
 * and claims are written a few dozen a transaction, with their places under the plan's limit
 * claimed at once (contacts.repository.ts, insertContactsInBulk: how the limit stays exact), and
 * a row whose email a concurrent create took meanwhile goes the per-row way; the "created"
 * activities and held leads follow in bulk; duplicates are merged (only while the slice is not
 * counted yet: a counted slice did all that before its counts, and only reads to say again what
 * it did). Rows the plan had no room for (when the file was read, or when their transaction
 * claimed places) are merged like any duplicate when their email is a contact's, else kept as
 * held leads under an id of their own (the job and row), so a slice delivered again holds each
 * once and never makes a contact of a row it held.
 */
const sliceOf = async (
  job: ImportJob,
  actor: ContactActor,
  read: readonly ChunkRow[],
  result: ChunkResult,
  counted: boolean,
  mayMerge: MergeAllowed,
  room: RoomClaim | null,
  ownIds: readonly string[],
  customFields: readonly CustomField[],
): Promise<Tally> => {
  const tally: Tally = { counts: noCounts(), writes: [] };
  const held = result.held ?? [];
  result.held = held;
  const duplicates = job.duplicates;
  const organizationId = job.organizationId;
  const rows = read.map((row) => checkRow(row, customFields));
  // Rows the plan had no room for claim no email: they are held, or merged into their contact.
  const valid = rows.filter((row): row is ValidRow => 'fields' in row && !row.hold);
  const toHold = rows.filter((row): row is ValidRow => 'fields' in row && Boolean(row.hold));
  const contacts = valid.map((row) => contactOf(job, row));
  // The chunk's own contacts (their ids are the job's and row's, the same on every delivery).
  const ours = new Set(ownIds);
  const heldIdOf = (row: ValidRow) =>
    derivedId(Date.parse(job.createdAt), `${job.id}#${row.row}#held`);
  // One read: the emails that are contacts' already, and (on a plan with a limit, where an
  // earlier delivery may have held a row for want of room) the rows held already.
  const [claims, heldBefore] = await Promise.all([
    emailClaimsOf(
      organizationId,
      [...valid, ...toHold].map((row) => row.fields.email),
    ),
    room
      ? heldAlready(
          organizationId,
          valid.map((row) => ({ id: heldIdOf(row), receivedAt: job.createdAt })),
        )
      : Promise.resolve(new Set<string>()),
  ]);
  const claimOf = (email: string) => claims.get(email.toLowerCase()) ?? null;
  const fates: (Fate | null)[] = contacts.map((contact, i) => {
    const holder = claimOf(contact.email);
    if (holder && holder !== contact.id) return { kind: 'taken', contactId: holder };
    if (!holder && heldBefore.has(heldIdOf(valid[i] as ValidRow))) return { kind: 'held' };
    return null;
  });
  // A row claimed on an earlier delivery: its contact as it was stored (written again if a
  // delivery before this code claimed the email and stopped before the contact).
  const again = contacts.filter((c) => claimOf(c.email) === c.id);
  const fresh = contacts.filter((c, i) => fates[i] === null && claimOf(c.email) !== c.id);
  const [stored, outcomes, phoneTaken] = await Promise.all([
    again.length
      ? contactsByIds(
          organizationId,
          again.map((c) => c.id),
        ).then((found) => new Map(found.map((c) => [c.id, c])))
      : Promise.resolve(new Map<string, Contact>()),
    counted || fresh.length === 0
      ? Promise.resolve(fresh.map((): BulkInsertOutcome => ({ outcome: 'created' })))
      : insertImportedContacts(fresh, room),
    // A new contact's phone that an existing contact has (a row before it in the file is found
    // when the file is read): imported, and said so. Looked up while the slice's contacts are
    // written, the chunk's own contacts left out: one read of the phone sets for the slice.
    phonesHeld(
      organizationId,
      contacts.flatMap((contact, i) =>
        contact.phoneE164 && valid[i]?.phoneOf === undefined ? [contact.phoneE164] : [],
      ),
      ours,
    ).then((held) =>
      contacts.map(
        (contact, i) =>
          valid[i]?.phoneOf === undefined &&
          Boolean(contact.phoneE164 && held.has(contact.phoneE164)),
      ),
    ),
  ]);
  const outcomeOf = new Map(fresh.map((c, i) => [c.id, outcomes[i]]));
  contacts.forEach((contact, i) => {
    if (fates[i]) return;
    const outcome = outcomeOf.get(contact.id);
    if (!outcome) {
      const saved = stored.get(contact.id);
      if (!counted && !saved) tally.writes.push(...importedContactWrites(contact));
      fates[i] = { kind: 'created', contact: saved ?? contact };
    } else if (outcome.outcome === 'taken') {
      fates[i] = { kind: 'taken', contactId: outcome.contactId };
    } else if (outcome.outcome === 'noRoom') {
      fates[i] = { kind: 'held' };
    } else fates[i] = { kind: 'created', contact };
  });
  const fateOf = new Map(valid.map((row, i) => [row, fates[i] as Fate]));
  // Rows held when the file was read: merged into the contact with their email, if there is one.
  for (const row of toHold) {
    const holder = claimOf(row.fields.email);
    fateOf.set(row, holder ? { kind: 'taken', contactId: holder } : { kind: 'held' });
  }
  // Duplicates merged (fill, overwrite) a few at a time, each where the importer may change it.
  const merged = new Map<ValidRow, { allowed: boolean; name: string | null }>();
  if (duplicates !== 'skip') {
    const dupes = [...fateOf].filter(
      (entry): entry is [ValidRow, { kind: 'taken'; contactId: string }] =>
        entry[1].kind === 'taken',
    );
    await mapLimited(dupes, MERGES_AT_ONCE, async ([row, fate]) => {
      if (!(await mayMerge(fate.contactId))) {
        merged.set(row, { allowed: false, name: null });
        return;
      }
      const done = counted
        ? null
        : await mergeIntoContact(actor, fate.contactId, row.fields, duplicates, {
            subject: 'Lead imported again',
            description: job.fileName,
          });
      merged.set(row, { allowed: true, name: done?.contact.name ?? null });
    });
  }
  const validIndex = new Map(valid.map((row, i) => [row, i]));
  for (const row of rows) {
    tally.counts.done += 1;
    if ('error' in row) {
      tally.counts.failed += 1;
      result.errors.push(row.error);
      continue;
    }
    for (const note of row.notes ?? []) result.errors.push(rowError(row.row, note));
    const lead = row as ValidRow;
    const fate = fateOf.get(lead);
    if (!fate || fate.kind === 'held') {
      tally.writes.push(
        ...heldLeadWrites(organizationId, lead.fields, `import:${job.fileName}`, row.assignedTo, {
          id: heldIdOf(lead),
          receivedAt: job.createdAt,
        }),
      );
      tally.counts.held += 1;
      held.push({ row: row.row, name: lead.fields.name, email: lead.fields.email });
      continue;
    }
    if (fate.kind === 'taken') {
      tally.counts.duplicateEmails += 1;
      if (duplicates === 'skip') {
        tally.counts.failed += 1;
        result.errors.push(rowError(row.row, `${DUPLICATE_MESSAGE} (skipped)`));
        continue;
      }
      const merge = merged.get(lead);
      if (!merge?.allowed) {
        tally.counts.failed += 1;
        result.errors.push(rowError(row.row, NOT_YOURS_NOTE));
        continue;
      }
      tally.counts.success += 1;
      tally.counts.updated += 1;
      result.imported.push({ name: merge.name ?? lead.fields.name, email: lead.fields.email });
      result.errors.push(rowError(row.row, `${DUPLICATE_MESSAGE} (updated)`));
      continue;
    }
    const saved = fate.contact;
    tally.counts.success += 1;
    result.imported.push({ name: lead.fields.name, email: lead.fields.email });
    if (saved.assignedTo) {
      const assigned = result.assigned ?? {};
      assigned[saved.assignedTo] = (assigned[saved.assignedTo] ?? 0) + 1;
      result.assigned = assigned;
    }
    if (row.phoneOf !== undefined) {
      tally.counts.duplicatePhones += 1;
      result.errors.push(rowError(row.row, `same phone as row ${row.phoneOf} (imported)`));
    } else if (phoneTaken[validIndex.get(lead) ?? -1]) {
      tally.counts.duplicatePhones += 1;
      result.errors.push(rowError(row.row, PHONE_HELD_NOTE));
    }
  }
  if (!counted) {
    const { puts } = toBulk(tally.writes);
    // Contacts were written with their claims; what is left (held leads, activities) in bulk.
    await putInBulk(puts, 16);
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
  // The plan's limit as it is now: rows claim their places as their contacts are written.
  const room = (await contactRoomOf(job.organizationId)).claim;
  // The contact custom fields the mapping names, as they are now (one deleted since is skipped).
  const customFields = job.mapping?.some(isCustomColumn)
    ? await listCustomFields(job, 'contact')
    : [];
  const slices = slicesOf(message.rows);
  const ownIds = message.rows.map((row) => contactIdOf(job, row.row));
  for (const [slice, rows] of slices.entries()) {
    // Counted already: its contacts, held leads and merges were all done before its counts.
    const counted = await chunkPartCounted(job.organizationId, job.id, message.chunk, slice, 0);
    const tally = await sliceOf(
      job,
      actor,
      rows,
      result,
      counted,
      mayMerge,
      room,
      ownIds,
      customFields,
    );
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
