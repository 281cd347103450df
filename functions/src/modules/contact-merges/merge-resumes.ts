import * as z from 'zod/mini';
import type { StreamChange } from '../../platform/projections/stream-change';
import { MERGE_ITEM_TYPE } from './merge.entity';

/** The contact-merges queue's message: the merge of contact `otherId` to finish if need be. */
export const mergeResumeSchema = z.object({
  organizationId: z.string().check(z.minLength(1)),
  otherId: z.string().check(z.minLength(1)),
});
export type MergeResume = z.output<typeof mergeResumeSchema>;

/** The merge's request has this long to end it before the worker looks. */
export const MERGE_RESUME_DELAY_SECONDS = 60;

/**
 * What a merge's record asks of the contact-merges queue (sent from the table's stream by the
 * counters projector, a minute late): a look at each merge that began, so that one whose request
 * stopped midway is finished. Nothing for its end or its removal. Pure.
 */
export const mergeResumes = (change: StreamChange): MergeResume[] => {
  const after = change.after;
  if (change.before || after?.type !== MERGE_ITEM_TYPE || after.status !== 'moving') return [];
  return [{ organizationId: String(after.organizationId), otherId: String(after.otherId) }];
};
