import { describe, expect, it } from 'vitest';
import type { StreamChange } from '../../platform/projections/stream-change';
import { heldCountAdds } from './held-count.projection';

const lead = (id: string, counted: boolean) => ({
  pk: 'ORG#o1#HELD',
  sk: `2026-11-28T10:00:00.000Z#${id}`,
  type: 'heldLead',
  organizationId: 'o1',
  id,
  ...(counted ? { countedFromStream: true } : {}),
});

const change = (
  seq: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): StreamChange => ({
  seq,
  kind: before && after ? 'MODIFY' : after ? 'INSERT' : 'REMOVE',
  before,
  after,
  approximateAt: 0,
});

describe('the held leads count from the stream', () => {
  it('adds one for each lead held, takes one off for each released, on the organization’s count', () => {
    const adds = heldCountAdds([
      change('1', null, lead('a', true)),
      change('2', null, lead('b', true)),
      change('3', lead('a', true), null),
    ]);
    expect(adds.map((add) => add.deltas.count)).toEqual([1, 1, -1]);
    expect(adds.every((add) => add.key.pk === 'ORG#o1' && add.key.sk === 'HELDCOUNT')).toBe(true);
    expect(new Set(adds.map((add) => add.lane))).toEqual(new Set(['ORG#o1#HELD']));
    expect(adds.map((add) => add.index)).toEqual([0, 1, 2]);
  });

  it('counts nothing for a lead held before the change (its transactions counted it), nor for other items', () => {
    expect(
      heldCountAdds([
        change('1', null, lead('old', false)),
        change('2', lead('old', false), null),
        change('3', lead('c', true), { ...lead('c', true), fields: {} }),
        change('4', null, { pk: 'ORG#o1#HELD', sk: 'x', type: 'notice', countedFromStream: true }),
      ]),
    ).toEqual([]);
  });
});
