import type { Projection } from '../../platform/projections/projector';
import { dealWrittenAt } from './deal-counters.projection';
import { heldDealWrites } from './deal-held.projection';
import { dealTimelineWrites } from './deal-timeline.projection';

/**
 * The whole items a deal's changes derive, kept from the table's stream: its entry among its
 * holder's deals (deal-held.projection.ts) and its timeline entries (deal-timeline.projection.ts).
 * One projection, since a change goes to one part of the counters projector.
 */
export const dealItemsProjection: Projection = {
  name: 'deal-items',
  sourceOf: (change) => {
    const item = change.after ?? change.before;
    return item?.type === 'deal' ? `${String(item.organizationId)}/${String(item.id)}` : null;
  },
  writes: (changes) => [...heldDealWrites(changes), ...dealTimelineWrites(changes)],
  writtenAt: dealWrittenAt,
};
