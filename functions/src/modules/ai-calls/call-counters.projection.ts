import { callKind } from '@salesflow/shared/metrics/figure-definitions';
import { callReportDeltas } from '@salesflow/shared/reports/report-counters';
import type { WriteRequest } from '../../platform/data/batch';
import {
  platformCallsPkOf,
  platformDaySk,
  platformMonthSk,
} from '../../platform/data/platform-stats';
import type { CounterAdd } from '../../platform/projections/counter-fold';
import { oneItemWrites } from '../../platform/projections/one-item-writes';
import type { Projection } from '../../platform/projections/projector';
import type { StreamChange } from '../../platform/projections/stream-change';
import { contactCallCountAdd } from '../contacts/contact-timeline.service';
import {
  CALL_COUNTED_FROM_STREAM,
  type CallRecord,
  callReportKey,
  callShareOf,
  fromCallItem,
  platformCallAt,
  toHeldCallItem,
} from './ai-call.entity';

/**
 * What derives from the AI call records, kept from the table's stream (the counters projector,
 * functions/src/counters.projector.ts) instead of in each call's transaction, where every change
 * of a call (a status callback, the dialer, the analysis) wrote them:
 * - the report counters (`REPORT#CALLS#D/W/M#…` in `ORG#<org>#STATS`: callShareOf) and the
 *   platform's AI calls per UTC day and month (`PLATFORM#CALLS#<shard>`), as counter adds folded
 *   into one guarded ADD per key a batch (platform/projections/counter-fold.ts: a per-lane
 *   applied-sequence mark, so a redelivered, bisected or replayed batch counts nothing twice);
 * - the calls it logged on its contact's timeline, towards that day's calls (`DAY#…` in the
 *   contact's partition: the daily report), as counter adds too;
 * - the call's entry among its holder's calls (a whole item from one version of the call: the
 *   versioned-items guard of platform/projections/projector.ts).
 */

/** A call's stream image as a call (null: not a call). */
const callOf = (image: Record<string, unknown> | null): CallRecord | null =>
  image?.type === 'aiCall' ? fromCallItem(image) : null;

/**
 * The report counters' adds of a call going from `before` to `after` (null: absent): a demo call
 * counts apart, a real call from the change that shows it placed, on its day, for its maker and
 * outcome now. A handover moves none of it. Pure.
 */
export const callReportAdds = (before: CallRecord | null, after: CallRecord | null) => {
  const call = after ?? before;
  if (!call) return [];
  return [...callReportDeltas(before && callShareOf(before), after && callShareOf(after))].map(
    ([sk, deltas]) => ({ key: callReportKey(call.organizationId, sk), deltas }),
  );
};

/**
 * The platform's AI calls per UTC day and month (the operators' analytics), by the reports' rule
 * (figure-definitions.ts): a real call counts once, in the change that shows it placed, on the
 * day it was dialled; a demo call, or a real call never placed, is no AI call. Never taken away
 * (an erased organization's calls stay among the platform's). Pure.
 */
export const platformCallAdds = (before: CallRecord | null, after: CallRecord | null) => {
  if (!after || callKind(after) !== 'call' || (before && callKind(before) === 'call')) return [];
  const at = platformCallAt(after);
  return [platformDaySk(at.slice(0, 10)), platformMonthSk(at.slice(0, 7))].map((sk) => ({
    key: { pk: platformCallsPkOf(after.organizationId), sk },
    deltas: { aiCalls: 1 },
  }));
};

/**
 * The calls the change logged on the call's contact (`loggedCallDays` grown): one each on its day
 * in the contact's partition (the daily report's calls). Never taken away, as before. Pure.
 */
export const loggedCallAdds = (before: CallRecord | null, after: CallRecord | null) => {
  if (!after) return [];
  const was = before?.loggedCallDays?.length ?? 0;
  return (after.loggedCallDays ?? [])
    .slice(was)
    .map((day) => contactCallCountAdd(after.organizationId, after.contactId, day));
};

/**
 * Whether the change is the stream's to count. A call written before its derived data came from
 * the stream was counted by its own transaction; its records (kept by the stream for a day, and
 * read again by a projector that starts from the oldest) must not be counted twice. Calls are
 * written marked; the calls-from-stream migration marks those written before (a change of nothing
 * the counters see). An unmarked change is an old transaction's, already counted; a marked change
 * of an unmarked call counts what it changed (its `before` was counted by the old transaction).
 */
const countedHere = (change: StreamChange) =>
  (change.after ?? change.before)?.[CALL_COUNTED_FROM_STREAM] === true;

/** The source's partition key: the counters' lane (counter-fold.ts, "What a lane is"). */
const laneOf = (change: StreamChange) => String((change.after ?? change.before)?.pk ?? '');

/**
 * Every counter add of a batch's call changes, in its order; `erasedSince` says when an
 * organization's erasure began (null: none). A call that existed then and is deleted is the
 * erasure's: it counts nothing (the erasure deletes the report counters with the calls).
 */
export const callBatchAdds = (
  changes: readonly StreamChange[],
  erasedSince: (organizationId: string) => string | null = () => null,
): CounterAdd[] =>
  changes.flatMap((change, index) => {
    if (!countedHere(change)) return [];
    const before = callOf(change.before);
    const after = callOf(change.after);
    const call = after ?? before;
    if (!call) return [];
    const erased = erasedSince(call.organizationId);
    if (before && !after && erased !== null && before.createdAt <= erased) return [];
    const at = { lane: laneOf(change), seq: change.seq, index };
    return [
      // A report item exists whenever a call it counts does (dropped once erased).
      ...callReportAdds(before, after).map((add) => ({ ...add, ...at, mustExist: true })),
      ...platformCallAdds(before, after).map((add) => ({ ...add, ...at })),
      ...loggedCallAdds(before, after).map((add) => ({ ...add, ...at })),
    ];
  });

const heldItemOf = (image: Record<string, unknown> | null) => {
  const call = callOf(image);
  return call ? toHeldCallItem(call) : null;
};

/**
 * The call's entry among its holder's calls, from the first change's `before` to the last
 * change's `after`: the last version's entry put (or none), every other key it had on the way
 * deleted (a handover moves it to the new holder's partition).
 */
export const heldCallWrites = (changes: readonly StreamChange[]): WriteRequest[] =>
  oneItemWrites(changes, heldItemOf);

/** A call's own stamp of its change, to the ms (the projection's lag). */
const changedAt = (change: StreamChange) => {
  const after = change.after;
  if (after?.type !== 'aiCall' || typeof after.updatedAt !== 'string') return undefined;
  return after.updatedAt !== change.before?.updatedAt ? Date.parse(after.updatedAt) : undefined;
};

export const heldCallsProjection: Projection = {
  name: 'call-counters',
  sourceOf: (change) => {
    const item = change.after ?? change.before;
    return item?.type === 'aiCall'
      ? `call:${String(item.organizationId)}/${String(item.id)}`
      : null;
  },
  writes: heldCallWrites,
  writtenAt: changedAt,
};
