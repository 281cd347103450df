import { describe, expect, it } from 'vitest';
import { foldByKey, sumDeltas } from '../../platform/projections/counter-fold';
import type { StreamChange } from '../../platform/projections/stream-change';
import { type DealRecord, dealCounterKey, holderCounterKey, toDealItem } from './deal.entity';
import { dealBatchAdds } from './deal-counters.projection';
import { dealChange, dealRecord } from './testing/deal-fixtures';

const deal = (id: string, changes: Partial<DealRecord> = {}) => dealRecord({ id, ...changes });
const change = dealChange;

/** A batch's adds summed per key, as the fold writes them: { "pk|sk": { field: sum } }. */
const folded = (changes: StreamChange[], erasedSince: string | null = null) =>
  Object.fromEntries(
    foldByKey(
      dealBatchAdds(
        changes,
        () => 'Asia/Kolkata',
        () => erasedSince,
      ),
    ).map((fold) => [`${fold.key.pk}|${fold.key.sk}`, sumDeltas(fold.adds)]),
  );

const org = (sk: string) => {
  const key = dealCounterKey('org-1', sk);
  return `${key.pk}|${key.sk}`;
};
const holder = (who: string, sk: string) => {
  const key = holderCounterKey('org-1', who, sk);
  return `${key.pk}|${key.sk}`;
};

describe('the deal counters kept from the stream', () => {
  it('counts a new deal for the organization and its holder, in the month of its creation', () => {
    const adds = folded([change(null, deal('A'))]);
    expect(adds[org('DEALS')]).toEqual({
      count_prospecting: 1,
      cents_prospecting: 100_000,
      weighted: 5_000_000,
    });
    expect(adds[holder('u1', 'DEALS')]).toEqual(adds[org('DEALS')]);
    expect(adds[org('DEALMONTH#2026-11')]).toMatchObject({ activeCount: 1 });
  });

  it('takes the day and month of a change from its own stamp, in the organization’s time zone', () => {
    const before = deal('A');
    // 20:00 UTC on 30 November is 1 December in India.
    const after = deal('A', {
      stage: 'won',
      wonMonth: '2026-12',
      updatedAt: '2026-11-30T20:00:00.000Z',
      stageSince: '2026-11-30T20:00:00.000Z',
      closedDay: '2026-12-01',
    });
    const adds = folded([change(before, after)]);
    expect(adds[org('DEALDAY#2026-12-01')]).toEqual({ moved: 1, won: 1 });
    expect(adds[org('DEALMONTH#2026-12')]).toMatchObject({ wonCount: 1, wonInCents: 100_000 });
  });

  it('moves totals to a new holder, leaving the month’s events with the old one', () => {
    const before = deal('A');
    const after = deal('A', { holder: 'u2', updatedAt: '2026-11-21T10:00:00.000Z' });
    const adds = folded([change(before, after)]);
    expect(adds[holder('u1', 'DEALS')]).toMatchObject({ count_prospecting: -1 });
    expect(adds[holder('u2', 'DEALS')]).toMatchObject({ count_prospecting: 1 });
    expect(adds[holder('u1', 'DEALMONTH#2026-11')]).toBeUndefined();
    expect(adds[org('DEALS')]).toBeUndefined();
  });

  it('sums a batch per key, and a deal made and deleted in it counts nothing', () => {
    const a = deal('A');
    const b = deal('B', { stage: 'won', wonMonth: '2026-11', valueCents: 5_000 });
    const adds = folded([change(null, a), change(null, b), change(a, null)]);
    expect(adds[org('DEALS')]).toEqual({ count_won: 1, cents_won: 5_000 });
  });

  it('counts no change of a deal its own transaction counted (not marked), nor an erasure’s deletion', () => {
    const unmarked: StreamChange = {
      ...change(null, deal('A')),
      after: { ...toDealItem(deal('A')), countedFromStream: undefined },
    };
    expect(folded([unmarked])).toEqual({});
    expect(folded([change(deal('A'), null)], '2026-11-22T00:00:00.000Z')).toEqual({});
    // A deal made after the erasure began is counted off as usual.
    expect(
      folded(
        [change(deal('B', { createdAt: '2026-11-23T00:00:00.000Z' }), null)],
        '2026-11-22T00:00:00.000Z',
      )[org('DEALS')],
    ).toMatchObject({ count_prospecting: -1 });
  });

  it('lets only a month’s net change start below zero', () => {
    const adds = dealBatchAdds(
      [change(deal('A'), null)],
      () => 'Asia/Kolkata',
      () => null,
    );
    for (const add of adds) {
      expect(add.mustExist).toBe(!add.key.sk.startsWith('DEALMONTH#'));
      expect(add.lane).toBe(toDealItem(deal('A')).pk);
    }
  });
});
