import type { StreamChange } from '../../platform/projections/stream-change';
import { organizationTimezone } from '../auth/organization-facts.service';
import { contactBatchAdds, organizationsOf } from './contact-counters.projection';

/**
 * The contacts' counter adds of a batch, each organization's time zone read once a batch (the
 * counters projector, functions/src/counters.projector.ts, applies them).
 */
export const contactCounterAddsOf = async (changes: readonly StreamChange[]) => {
  const organizations = organizationsOf(changes);
  const zones = new Map(
    await Promise.all(
      organizations.map(async (id) => [id, await organizationTimezone(id)] as const),
    ),
  );
  return contactBatchAdds(changes, (id) => zones.get(id) ?? 'Asia/Kolkata');
};
