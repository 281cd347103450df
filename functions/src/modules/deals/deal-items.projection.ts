import { derivedWrites } from '../../platform/projections/derived-writes';
import type { Projection } from '../../platform/projections/projector';
import { fromDealItem } from './deal.entity';
import { dealWrittenAt } from './deal-counters.projection';
import { heldDealWrites } from './deal-held.projection';
import { dealListRows } from './deal-list.entity';
import { dealTimelineWrites } from './deal-timeline.projection';

/** A deal's rows in the deals' list index (deal-list.entity.ts), from one image. */
const listRowsOf = (image: Record<string, unknown> | null) =>
  image?.type === 'deal' ? dealListRows(fromDealItem(image)) : [];

/**
 * The whole items a deal's changes derive, kept from the table's stream: its entry among its
 * holder's deals (deal-held.projection.ts), its timeline entries (deal-timeline.projection.ts)
 * and its list rows (deal-list.entity.ts: one per facet, in four orders; a change of a field
 * they carry rewrites them, a change of stage or holder moves them).
 * One projection, since a change goes to one part of the counters projector.
 */
export const dealItemsProjection: Projection = {
  name: 'deal-items',
  sourceOf: (change) => {
    const item = change.after ?? change.before;
    return item?.type === 'deal' ? `${String(item.organizationId)}/${String(item.id)}` : null;
  },
  writes: (changes) => [
    ...heldDealWrites(changes),
    ...dealTimelineWrites(changes),
    ...derivedWrites(changes, listRowsOf),
  ],
  writtenAt: dealWrittenAt,
};
