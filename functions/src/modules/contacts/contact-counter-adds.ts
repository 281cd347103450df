import type { StreamChange } from '../../platform/projections/stream-change';
import { organizationTimezone } from '../auth/organization-facts.service';
import { erasureStart } from '../organization-erasure/erasure.service';
import { contactBatchAdds, organizationsOf } from './contact-counters.projection';

/**
 * The contacts' counter adds of a batch, each organization's time zone and erasure read once a
 * batch (the counters projector, functions/src/counters.projector.ts, applies them).
 */
export const contactCounterAddsOf = async (changes: readonly StreamChange[]) => {
  const organizations = organizationsOf(changes);
  const facts = new Map(
    await Promise.all(
      organizations.map(
        async (id) =>
          [id, { zone: await organizationTimezone(id), erased: await erasureStart(id) }] as const,
      ),
    ),
  );
  return contactBatchAdds(
    changes,
    (id) => facts.get(id)?.zone ?? 'Asia/Kolkata',
    (id) => facts.get(id)?.erased ?? null,
  );
};
