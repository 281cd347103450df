import type { Write } from '../../platform/data/unit-of-work';
import { logger } from '../../platform/logger';
import { countEvent } from '../../platform/metrics';
import { outboxPut, sendFromOutbox } from '../../platform/queue/outbox';
import { sendMessage } from '../../platform/queue/send-message';
import { ORGANIZATION_ERASURE_QUEUE } from '../../platform/queue-names';
import { deleteUploadsUnder } from '../../platform/storage/uploads';
import {
  countErased,
  erasePage,
  markErasureFinished,
  markSegmentDone,
  removalRecordWrite,
  removeRemovalRecord,
  type ScanCursor,
} from './erasure.repository';
import { ERASURE_SEGMENTS, uploadPrefixes } from './erasure-rules';

/** One segment's share of an erasure, from where it stopped (the organization-erasure queue). */
export interface ErasureMessage {
  organizationId: string;
  segment: number;
  segments: number;
  cursor: ScanCursor;
  /** The organization itself went: nothing of it stays (erasure-rules.ts). */
  whole?: boolean;
}

const segmentMessages = (organizationId: string, whole: boolean) =>
  Array.from({ length: ERASURE_SEGMENTS }, (_, segment) =>
    outboxPut(ORGANIZATION_ERASURE_QUEUE, {
      organizationId,
      segment,
      segments: ERASURE_SEGMENTS,
      cursor: null,
      ...(whole ? { whole: true } : {}),
    } satisfies ErasureMessage),
  );

/**
 * Starts erasing a closed organization's data, with the change that decides it (the subscription
 * marked, in one transaction): a message per scan segment through the outbox, so a crash after
 * the commit still erases.
 */
export const erasureStartWrites = (
  organizationId: string,
): { writes: Write[]; afterCommit: () => Promise<void> } => {
  const entries = segmentMessages(organizationId, false);
  return {
    writes: entries.map((entry) => entry.write),
    afterCommit: async () => {
      for (const { entry } of entries) await sendFromOutbox(entry);
    },
  };
};

/**
 * Removes everything an organization removed whole left behind (its settings, keys, lookups,
 * files; the change that removes its profile and membership is the caller's), in the same
 * transaction as that change: its record and a message per scan segment through the outbox.
 */
export const removalStartWrites = (
  organizationId: string,
  at: string,
): { writes: Write[]; afterCommit: () => Promise<void> } => {
  const entries = segmentMessages(organizationId, true);
  return {
    writes: [removalRecordWrite(organizationId, at), ...entries.map((entry) => entry.write)],
    afterCommit: async () => {
      for (const { entry } of entries) await sendFromOutbox(entry);
    },
  };
};

/** How long one message works before it hands the rest of its segment to the next message. */
const WORK_MS = 60_000;

export type SegmentOutcome = 'continued' | 'segment-done' | 'finished';

/**
 * Erases the organization's items of one scan segment, page by page. Past its time it sends the
 * rest on as a new message (before this one is taken off the queue: a crash between the two
 * only does pages again, which deletes nothing more). The last segment to end deletes its files
 * (imports, recordings, training files) and records the end.
 */
export const eraseSegment = async (
  message: ErasureMessage,
  workMs = WORK_MS,
): Promise<SegmentOutcome> => {
  const { organizationId, segment, segments } = message;
  const whole = message.whole === true;
  const until = Date.now() + workMs;
  let cursor = message.cursor;
  let deleted = 0;
  do {
    const page = await erasePage(organizationId, { index: segment, of: segments }, cursor, whole);
    deleted += page.deleted;
    cursor = page.next;
  } while (cursor && Date.now() < until);
  await countErased(organizationId, deleted, whole);
  if (cursor) {
    await sendMessage(ORGANIZATION_ERASURE_QUEUE, { ...message, cursor } satisfies ErasureMessage);
    return 'continued';
  }
  const done = await markSegmentDone(organizationId, segment, whole);
  // A whole removal's record gone: it ended already (this message came again late).
  if (done === null) return 'finished';
  if (done < segments) return 'segment-done';
  let files = 0;
  for (const prefix of uploadPrefixes(organizationId)) files += await deleteUploadsUnder(prefix);
  if (whole) {
    if (await removeRemovalRecord(organizationId)) {
      logger.info('removed organization erased', { organizationId, files });
      countEvent('organizationRemoved');
    }
    return 'finished';
  }
  if (await markErasureFinished(organizationId, new Date().toISOString())) {
    logger.info('organization data erased', { organizationId, files });
    countEvent('organizationErased');
  }
  return 'finished';
};
