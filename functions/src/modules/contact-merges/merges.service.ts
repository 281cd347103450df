import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import {
  type DuplicateMergeKeep,
  type DuplicateMergeMoved,
  type DuplicateMergeResult,
  mergedContact,
} from '@salesflow/shared/contacts/duplicate-merge';
import type { DuplicateMergeInput } from '@salesflow/shared/contacts/duplicate-merge.schema';
import { changesAllRecords } from '@salesflow/shared/teams/lead-rules';
import type { AuthContext } from '../../platform/auth/session';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { sendMessage } from '../../platform/queue/send-message';
import { CONTACT_MERGES_QUEUE } from '../../platform/queue-names';
import { moveContactTimeline } from '../activities/activities.service';
import { moveContactCalls } from '../ai-calls/records/call-holders.service';
import { commitContactMerge, mergePair } from '../contacts/contact-merge.service';
import {
  assertMayChangeContact,
  currentContact,
  getContact,
  leadHolder,
  visibleContact,
} from '../contacts/contacts.service';
import { moveContactDeals } from '../deals/deal-moves.service';
import { moveContactTasks } from '../tasks/task-moves.service';
import type { MergeRecord } from './merge.entity';
import type { MergeResume } from './merge-resumes';
import { abandonMerge, addMoved, findMerge, mergeEndWrites, startMerge } from './merges.repository';

export const DIFFERENT_HOLDERS_MESSAGE =
  'Merging contacts held by different members needs a manager';

/**
 * A merge answers within this: one with a longer history to move answers `pending` (202) and its
 * worker finishes it, so no request runs into the route's time limit.
 */
export const MERGE_ANSWER_BUDGET_MS = 15_000;

const NOTHING_MOVED: DuplicateMergeMoved = {
  activities: 0,
  deals: 0,
  calls: 0,
  messages: 0,
  tasks: 0,
};

const resultOf = (contact: Contact, merge: MergeRecord): DuplicateMergeResult => ({
  contact,
  mergedFrom: { id: merge.otherId, name: merge.otherName },
  moved: merge.moved,
});

/**
 * Moves the other contact's records onto the kept one, module by module, each safe to repeat,
 * adds what it moved to the record, then ends the merge in one transaction
 * (contact-merge.service.ts). Deals and calls take the
 * merged contact's name, company and holder. Null when a contact is gone (then the merge is
 * over: done by a run that ended first, or abandoned).
 */
const finishMerge = async (merge: MergeRecord): Promise<Contact | null> => {
  const { organizationId: org, keptId, otherId } = merge;
  const pair = await mergePair(org, keptId, otherId);
  if (!pair) return null;
  const target = mergedContact(pair.kept, pair.other, merge.keep, pair.kept.updatedAt);
  const deals = await moveContactDeals(org, otherId, target);
  const calls = await moveContactCalls(org, otherId, target);
  const tasks = await moveContactTasks(org, otherId, keptId);
  const timeline = await moveContactTimeline(org, otherId, keptId);
  await addMoved(merge, { deals, calls, tasks, ...timeline });
  return commitContactMerge(
    { organizationId: org, userId: merge.userId },
    keptId,
    otherId,
    merge.keep,
    (merged) => mergeEndWrites(merge, merged.updatedAt),
  );
};

/** What an ended merge answers, read back (a run that ended first, or the same merge again). */
const endedMerge = async (
  auth: Pick<AuthContext, 'organizationId' | 'userId' | 'scope'>,
  keptId: string,
  otherId: string,
): Promise<DuplicateMergeResult> => {
  const merge = await findMerge(auth.organizationId, otherId);
  if (merge?.status !== 'merged' || merge.keptId !== keptId) {
    throw new NotFoundError('Contact not found');
  }
  return resultOf(await getContact(auth, keptId), merge);
};

/**
 * POST /api/contacts/{id}/merge: contact `otherId` merges into contact `keptId`. Both must be
 * contacts the caller sees and may change; two held by different members need a manager. Safe to
 * repeat: the same merge again, during or after, answers what it did; a contact merged into
 * another one already is a conflict.
 */
export const mergeDuplicates = async (
  auth: AuthContext,
  keptId: string,
  input: DuplicateMergeInput,
  budgetMs = MERGE_ANSWER_BUDGET_MS,
): Promise<DuplicateMergeResult> => {
  if (input.otherId === keptId) {
    throw new ValidationError([
      { field: 'otherId', message: 'A contact cannot be merged with itself' },
    ]);
  }
  const kept = await getContact(auth, keptId);
  const other = await visibleContact(auth, input.otherId);
  if (!other) return endedMerge(auth, keptId, input.otherId);
  assertMayChangeContact(auth, kept);
  assertMayChangeContact(auth, other);
  if (leadHolder(kept) !== leadHolder(other) && !changesAllRecords(auth)) {
    throw new ForbiddenError(DIFFERENT_HOLDERS_MESSAGE);
  }
  const at = new Date().toISOString();
  const keep: DuplicateMergeKeep = input.keep ?? {};
  const merge: MergeRecord = {
    organizationId: auth.organizationId,
    otherId: other.id,
    otherName: other.name,
    keptId,
    keep,
    userId: auth.userId,
    status: 'moving',
    moved: NOTHING_MOVED,
    createdAt: at,
    updatedAt: at,
  };
  const started = await startMerge(merge);
  const finished = finishMerge(started);
  const ended = await Promise.race([
    finished.then(() => true),
    new Promise<false>((resolve) => setTimeout(resolve, budgetMs, false).unref()),
  ]);
  if (ended) return endedMerge(auth, keptId, other.id);
  // Past its time: the worker finishes it now (each move is safe to repeat beside this one).
  finished.catch((error: unknown) => logger.warn('merge left to its worker', { error }));
  await sendMessage(CONTACT_MERGES_QUEUE, {
    organizationId: auth.organizationId,
    otherId: other.id,
  } satisfies MergeResume);
  return { ...resultOf(kept, started), pending: true };
};

/**
 * A merge cut short (its request stopped, a worker failed) is finished from its record
 * (contact-merges worker, sent from the table's stream a minute after it began). One already
 * ended is left; one whose contact was deleted meanwhile is abandoned: what moved stays moved.
 */
export const resumeMerge = async (organizationId: string, otherId: string): Promise<void> => {
  const merge = await findMerge(organizationId, otherId);
  if (merge?.status !== 'moving') return;
  if (await finishMerge(merge)) return;
  const after = await findMerge(organizationId, otherId);
  if (after?.status === 'moving') await abandonMerge(after, new Date().toISOString());
};

/**
 * A merged contact was deleted (contact-changes worker): what reached it after its records moved
 * (a deal or a call made on it meanwhile, a timeline entry) goes to the contact it was merged
 * into, not away with it. False when it was not merged (or its contact kept is gone too): then
 * it is an ordinary deletion.
 */
export const followMergedContact = async (
  organizationId: string,
  contactId: string,
): Promise<boolean> => {
  const merge = await findMerge(organizationId, contactId);
  if (merge?.status !== 'merged') return false;
  const kept = await currentContact(organizationId, merge.keptId);
  if (!kept) return false;
  await moveContactDeals(organizationId, contactId, kept);
  await moveContactCalls(organizationId, contactId, kept);
  await moveContactTasks(organizationId, contactId, kept.id);
  await moveContactTimeline(organizationId, contactId, kept.id);
  return true;
};
