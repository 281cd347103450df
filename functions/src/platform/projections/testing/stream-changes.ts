import type { StreamChange } from '../stream-change';

/** A stream record of an item's change from `before` to `after` (null: absent), for unit tests. */
export const imageChange = (
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): StreamChange => ({
  seq: '1',
  kind: before ? (after ? 'MODIFY' : 'REMOVE') : 'INSERT',
  approximateAt: 0,
  before,
  after,
});
