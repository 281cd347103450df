import { counterProjectorHandler } from '../../platform/projections/counter-projector';
import { organizationTimezone } from '../auth/organization-facts.service';
import {
  contactBatchAdds,
  contactLeadsProjection,
  organizationsOf,
} from './contact-counters.projection';

/** The contacts' counters and leads index, from the table's stream (platform/projectors.ts). */
export const handler = counterProjectorHandler({
  items: contactLeadsProjection,
  adds: async (changes) => {
    const organizations = organizationsOf(changes);
    const zones = new Map(
      await Promise.all(
        organizations.map(async (id) => [id, await organizationTimezone(id)] as const),
      ),
    );
    return contactBatchAdds(changes, (id) => zones.get(id) ?? 'Asia/Kolkata');
  },
});
