import type { StreamChange } from '../../platform/projections/stream-change';
import { erasureStart } from '../organization-erasure/erasure.service';
import { callBatchAdds, callOrganizationsOf } from './call-counters.projection';

/**
 * The AI calls' counter adds of a batch, each organization's erasure read once a batch (the
 * counters projector, functions/src/counters.projector.ts, applies them).
 */
export const callCounterAddsOf = async (changes: readonly StreamChange[]) => {
  const organizations = callOrganizationsOf(changes);
  if (!organizations.length) return [];
  const erased = new Map(
    await Promise.all(organizations.map(async (id) => [id, await erasureStart(id)] as const)),
  );
  return callBatchAdds(changes, (id) => erased.get(id) ?? null);
};
