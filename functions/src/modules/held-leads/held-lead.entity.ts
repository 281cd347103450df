import type { HeldLead } from '@salesflow/shared/contacts/held-lead';
import { keyShape } from '../../platform/data/key-shape';
import { ORGANIZATION_PARTITION } from '../../platform/data/shared-partitions';

/**
 * Held leads: `ORG#<org>#HELD` / `<receivedAt>#<id>`, oldest first, and their count on
 * `ORG#<org>` / `HELDCOUNT`, which follows from the table's stream (held-count.projection.ts).
 * No TTL: a held lead waits until it becomes a contact.
 */
export const HELD_LEADS_PARTITION = keyShape('ORG#<org>#HELD');

export const heldLeadKey = (organizationId: string, lead: Pick<HeldLead, 'id' | 'receivedAt'>) => ({
  pk: HELD_LEADS_PARTITION.key(organizationId),
  sk: `${lead.receivedAt}#${lead.id}`,
});

export const heldCountKey = (organizationId: string) => ({
  pk: ORGANIZATION_PARTITION.key(organizationId),
  sk: 'HELDCOUNT',
});
