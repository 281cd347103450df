import { laterThan } from '../../../platform/data/later-than';
import { commit, type Write } from '../../../platform/data/unit-of-work';
import type { CallRecord } from '../ai-call.entity';
import { CallChangedError, callReplaceWrites, findCall } from '../ai-calls.repository';

/**
 * Changes a call as it is now: `change` answers the next call (and writes to make with it), or
 * null for nothing to do; when another write overtook the read (a callback, the worker), it is
 * made again on a fresh read. A webhook is then answered once, never asked for again.
 */
export const changeCallWith = async (
  first: CallRecord,
  change: (call: CallRecord) => { next: CallRecord; writes?: Write[] } | null,
): Promise<CallRecord | null> => {
  let call: CallRecord | null = first;
  for (let attempt = 0; call && attempt < 8; attempt++) {
    const planned = change(call);
    if (!planned) return null;
    const next = { ...planned.next, updatedAt: laterThan(call.updatedAt) };
    try {
      await commit([...callReplaceWrites(call, next), ...(planned.writes ?? [])]);
      return next;
    } catch (error) {
      if (!(error instanceof CallChangedError)) throw error;
      call = await findCall(first.organizationId, first.id);
    }
  }
  throw new CallChangedError();
};
