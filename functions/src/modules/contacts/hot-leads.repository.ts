import type { WaitingHotLeads } from '@salesflow/shared/metrics/follow-ups';
import { countBefore } from '../../platform/data/bounded-count';
import { HOT_LEAD_INDEX, heldHotLeadPartitions, hotLeadPartitions } from './contact.entity';

/**
 * Hot leads not contacted since `before` (never contacted: since their creation), from the hot
 * leads index: a bounded read over its 8 partitions, never the contacts themselves; with
 * `holders`, their own hot leads (8 partitions each).
 */
export const readWaitingHotLeads = async (
  organizationId: string,
  before: string,
  cap: number,
  holders?: readonly string[],
): Promise<WaitingHotLeads> => {
  const { count, more, first } = await countBefore({
    index: HOT_LEAD_INDEX,
    partitions: holders
      ? heldHotLeadPartitions(organizationId, holders)
      : hotLeadPartitions(organizationId),
    before,
    cap,
    attributes: ['id', 'name'],
  });
  const sortKey = first ? String(first[HOT_LEAD_INDEX.sortKey]) : '';
  return {
    count,
    more,
    longest: first
      ? {
          id: String(first.id),
          name: String(first.name),
          waitingSince: sortKey.slice(0, sortKey.lastIndexOf('#')),
        }
      : null,
  };
};
