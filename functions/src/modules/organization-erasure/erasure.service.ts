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
  type ScanCursor,
} from './erasure.repository';
import { ERASURE_SEGMENTS, uploadPrefixes } from './erasure-rules';

/** One segment's share of an erasure, from where it stopped (the organization-erasure queue). */
export interface ErasureMessage {
  organizationId: string;
  segment: number;
  segments: number;
  cursor: ScanCursor;
}

/**
 * Starts erasing a closed organization's data, with the change that decides it (the subscription
 * marked, in one transaction): a message per scan segment through the outbox, so a crash after
 * the commit still erases.
 */
export const erasureStartWrites = (
  organizationId: string,
): { writes: Write[]; afterCommit: () => Promise<void> } => {
  const entries = Array.from({ length: ERASURE_SEGMENTS }, (_, segment) =>
    outboxPut(ORGANIZATION_ERASURE_QUEUE, {
      organizationId,
      segment,
      segments: ERASURE_SEGMENTS,
      cursor: null,
    } satisfies ErasureMessage),
  );
  return {
    writes: entries.map((entry) => entry.write),
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
  const until = Date.now() + workMs;
  let cursor = message.cursor;
  let deleted = 0;
  do {
    const page = await erasePage(organizationId, { index: segment, of: segments }, cursor);
    deleted += page.deleted;
    cursor = page.next;
  } while (cursor && Date.now() < until);
  await countErased(organizationId, deleted);
  if (cursor) {
    await sendMessage(ORGANIZATION_ERASURE_QUEUE, { ...message, cursor } satisfies ErasureMessage);
    return 'continued';
  }
  if ((await markSegmentDone(organizationId, segment)) < segments) return 'segment-done';
  let files = 0;
  for (const prefix of uploadPrefixes(organizationId)) files += await deleteUploadsUnder(prefix);
  if (await markErasureFinished(organizationId, new Date().toISOString())) {
    logger.info('organization data erased', { organizationId, files });
    countEvent('organizationErased');
  }
  return 'finished';
};
