import { describe, expect, it } from 'vitest';
import { toHeldDealItem } from './deal.entity';
import { heldDealWrites } from './deal-held.projection';
import { dealChange, dealRecord } from './testing/deal-fixtures';

const keyOf = (deal: ReturnType<typeof dealRecord>) => {
  const { pk, sk } = toHeldDealItem(deal);
  return { pk, sk };
};

describe("a deal's entry among its holder's deals, from the stream", () => {
  it('puts the entry of a new deal', () => {
    const deal = dealRecord();
    expect(heldDealWrites([dealChange(null, deal)])).toEqual([{ put: toHeldDealItem(deal) }]);
  });

  it('rewrites it with the deal, in the same partition', () => {
    const before = dealRecord();
    const after = dealRecord({ stage: 'proposal', updatedAt: '2026-11-21T10:00:00.000Z' });
    expect(heldDealWrites([dealChange(before, after)])).toEqual([{ put: toHeldDealItem(after) }]);
  });

  it('moves it to the new holder when its contact is handed over, and drops the old one', () => {
    const before = dealRecord();
    const after = dealRecord({ holder: 'u2' });
    expect(heldDealWrites([dealChange(before, after)])).toEqual([
      { delete: keyOf(before) },
      { put: toHeldDealItem(after) },
    ]);
  });

  it('deletes it with the deal, from every holder it had in the batch', () => {
    const first = dealRecord();
    const moved = dealRecord({ holder: 'u2' });
    expect(
      heldDealWrites([dealChange(null, first), dealChange(first, moved), dealChange(moved, null)]),
    ).toEqual([{ delete: keyOf(first) }, { delete: keyOf(moved) }]);
  });

  it('writes nothing for a change the entry does not show', () => {
    const before = dealRecord();
    const after = dealRecord({ probability: 70, updatedAt: '2026-11-21T10:00:00.000Z' });
    expect(heldDealWrites([dealChange(before, after)])).toEqual([]);
  });
});
