import type { Write } from '../../platform/data/unit-of-work';
import { logger } from '../../platform/logger';
import { countEvent } from '../../platform/metrics';
import { outboxPut, sendFromOutbox } from '../../platform/queue/outbox';
import { sendMessage } from '../../platform/queue/send-message';
import { ORGANIZATION_ERASURE_QUEUE } from '../../platform/queue-names';
import { deleteUploadsUnder } from '../../platform/storage/uploads';
import {
  countErased,
  erasePartitionPage,
  erasureRecordWrite,
  findErasureStart,
  markErasureFinished,
  type PartitionCursor,
  removalRecordWrite,
  removeRemovalRecord,
} from './erasure.repository';
import { erasurePartitions } from './erasure-plan';
import { uploadPrefixes } from './erasure-rules';

/**
 * An erasure from where it stands (the organization-erasure queue): the partition of its plan
 * (erasure-plan.ts: the organization's partitions as its modules declare them) and the cursor in
 * it; null: from the start. One message at a time per organization: past its time budget a
 * message hands the rest on to the next.
 */
export interface ErasureMessage {
  organizationId: string;
  /** The organization itself went: nothing of it stays (erasure-rules.ts). */
  whole?: boolean;
  position: ErasurePosition | null;
}

export interface ErasurePosition {
  /** The partition's place in the plan, and its key (the plan may change with a deploy). */
  partition: number;
  pk: string;
  cursor: PartitionCursor;
}

/** A message of the scan that came before (a parallel scan's segment), still in the queue. */
interface ScanSegmentMessage {
  organizationId: string;
  whole?: boolean;
  segment: number;
}

const startMessage = (organizationId: string, whole: boolean) =>
  outboxPut(ORGANIZATION_ERASURE_QUEUE, {
    organizationId,
    position: null,
    ...(whole ? { whole: true } : {}),
  } satisfies ErasureMessage);

/**
 * Starts erasing a closed organization's data, with the change that decides it (the subscription
 * marked, in one transaction): its record (when it began) and its first message through the
 * outbox, so a crash after the commit still erases.
 */
export const erasureStartWrites = (
  organizationId: string,
  at: string,
): { writes: Write[]; afterCommit: () => Promise<void> } => {
  const start = startMessage(organizationId, false);
  return {
    writes: [erasureRecordWrite(organizationId, at), start.write],
    afterCommit: async () => {
      await sendFromOutbox(start.entry);
    },
  };
};

/**
 * Removes everything an organization removed whole left behind (its settings, keys, lookups,
 * files; the change that removes its profile and membership is the caller's), in the same
 * transaction as that change: its record and its first message through the outbox.
 */
export const removalStartWrites = (
  organizationId: string,
  at: string,
): { writes: Write[]; afterCommit: () => Promise<void> } => {
  const start = startMessage(organizationId, true);
  return {
    writes: [removalRecordWrite(organizationId, at), start.write],
    afterCommit: async () => {
      await sendFromOutbox(start.entry);
    },
  };
};

/**
 * When the organization's erasure began, or null. What existed then goes with it: a projector
 * does not count its deletions as the organization's own (its counters are erased too, and
 * would otherwise come back, below zero).
 */
export const erasureStart = (organizationId: string): Promise<string | null> =>
  findErasureStart(organizationId);

/** How long one message works before it hands the rest to the next message. */
const WORK_MS = 60_000;

export type ErasureOutcome = 'continued' | 'finished';

export interface ErasureStepOptions {
  workMs?: number;
  /** Sends the rest on (the queue; a test running it in-process keeps it). */
  handOn?: (next: ErasureMessage) => Promise<void>;
}

const sendOn = (next: ErasureMessage) => sendMessage(ORGANIZATION_ERASURE_QUEUE, next);

/** Where the plan stands for a message: a partition moved or gone by a deploy starts it again. */
const startIndex = (plan: { pk: string }[], position: ErasurePosition | null) => {
  if (!position) return { index: 0, cursor: null };
  if (plan[position.partition]?.pk === position.pk)
    return { index: position.partition, cursor: position.cursor };
  const found = plan.findIndex((partition) => partition.pk === position.pk);
  return found >= 0 ? { index: found, cursor: position.cursor } : { index: 0, cursor: null };
};

/**
 * Erases the organization's partitions in the plan's order, page by page, from where the message
 * stands. Past its time it sends the rest on as a new message (before this one is taken off the
 * queue: a crash between the two only does pages again, which deletes nothing more). At the end
 * it deletes its files (imports, recordings, training files) and records the end, once.
 */
export const eraseStep = async (
  message: ErasureMessage | ScanSegmentMessage,
  options: ErasureStepOptions = {},
): Promise<{ outcome: ErasureOutcome; next: ErasureMessage | null }> => {
  const { organizationId } = message;
  const whole = message.whole === true;
  if ('segment' in message) {
    // A message of the parallel scan this replaced: its first segment starts the erasure over
    // (what it erased already stays erased), the others have nothing left to do.
    if (message.segment !== 0) return { outcome: 'finished', next: null };
    return eraseStep({ organizationId, position: null, ...(whole ? { whole } : {}) }, options);
  }
  const until = Date.now() + (options.workMs ?? WORK_MS);
  const plan = erasurePartitions(organizationId);
  let { index, cursor } = startIndex(plan, message.position);
  let deleted = 0;
  while (index < plan.length) {
    const partition = plan[index] as (typeof plan)[number];
    const page = await erasePartitionPage(organizationId, partition, cursor, whole);
    deleted += page.deleted;
    cursor = page.next;
    if (!cursor) index += 1;
    if (index < plan.length && Date.now() >= until) {
      await countErased(organizationId, deleted, whole);
      const next: ErasureMessage = {
        organizationId,
        ...(whole ? { whole: true } : {}),
        position: { partition: index, pk: (plan[index] as { pk: string }).pk, cursor },
      };
      await (options.handOn ?? sendOn)(next);
      return { outcome: 'continued', next };
    }
  }
  await countErased(organizationId, deleted, whole);
  let files = 0;
  for (const prefix of uploadPrefixes(organizationId)) files += await deleteUploadsUnder(prefix);
  if (whole) {
    if (await removeRemovalRecord(organizationId)) {
      logger.info('removed organization erased', { organizationId, files });
      countEvent('organizationRemoved');
    }
    return { outcome: 'finished', next: null };
  }
  if (await markErasureFinished(organizationId, new Date().toISOString())) {
    logger.info('organization data erased', { organizationId, files });
    countEvent('organizationErased');
  }
  return { outcome: 'finished', next: null };
};
