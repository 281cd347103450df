import type { CounterAdd } from '../../platform/projections/counter-fold';
import type { StreamChange } from '../../platform/projections/stream-change';
import { COUNTED_FROM_STREAM, unreadCounterKey } from './notice.entity';

/**
 * The bell's unread count takes each new notice from the table's stream (+1, folded per batch into
 * one guarded ADD per user: counter-fold.ts), not in the notice's own transaction: leads handed out
 * by round-robin tell their members at the rate they come, and one member's counter in every
 * notice's transaction would be written hundreds of times a second. Marking notices read takes
 * them off in the mark's own transaction, as before (a person's own action: no hot item), so the
 * answer to a mark says the count that follows it.
 *
 * Only notices written `countedFromStream` are counted here; those saved before were counted by
 * their own transaction, and a replay of the stream from before the change counts none twice.
 */
export const noticeUnreadAdds = (changes: readonly StreamChange[]): CounterAdd[] =>
  changes.flatMap((change, index) => {
    const after = change.after;
    if (change.before || !after || after.type !== 'notice') return [];
    if (after[COUNTED_FROM_STREAM] !== true || after.readAt) return [];
    return [
      {
        key: unreadCounterKey(String(after.userId)),
        deltas: { count: 1 },
        // The notices' partition, the counter's own: one lane a user.
        lane: String(after.pk),
        seq: change.seq,
        index,
      },
    ];
  });

/** When a new notice was written, to the ms (the projection's lag). */
export const noticeWrittenAt = (change: StreamChange): number | undefined =>
  change.before === null && change.after?.type === 'notice'
    ? Date.parse(String(change.after.createdAt))
    : undefined;
