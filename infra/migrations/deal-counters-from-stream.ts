import { markCountedFromStream } from './mark-counted-from-stream';

/**
 * Deals' counters, day items and report items come from the table's stream now
 * (modules/deals/deal-counters.projection.ts), which counts only marked deals.
 */
export const dealCountersFromStreamMigration = markCountedFromStream(
  '2026-12-05-deal-counters-from-stream',
  "Mark deals whose counters were kept by their transaction, for the stream's projector",
  ['deal'],
);
