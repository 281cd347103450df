import { describe, expect, it } from 'vitest';
import {
  type CounterAdd,
  foldByKey,
  guardedUpdate,
  laneRanges,
  notYetApplied,
  paddedSeq,
  sumDeltas,
} from './counter-fold';

const key = { pk: 'ORG#o#CONTACTS#1', sk: 'COUNTER' };
const add = (
  seq: number,
  contacts: number,
  lane = 'ORG#o#CONTACTS#1',
  index = seq,
): CounterAdd => ({
  key,
  deltas: { contacts },
  lane,
  seq: String(seq).padStart(21, '0'),
  index,
});

describe('a batch folded into one guarded update per counter key', () => {
  it('sums a batch of 100 new contacts into ONE add per key', () => {
    const adds = Array.from({ length: 100 }, (_, i) => add(i + 1, 1));
    const folds = foldByKey([...adds, { ...add(200, 1), key: { ...key, sk: 'MONTH#2026-11' } }]);
    expect(folds).toHaveLength(2);
    expect(sumDeltas(folds[0]?.adds ?? [])).toEqual({ contacts: 100 });
    const update = guardedUpdate(folds[0] as (typeof folds)[number], 'below');
    expect(update.UpdateExpression).toBe('SET #m0 = :m0 ADD #a0 :a0');
    expect(update.ExpressionAttributeValues[':a0']).toBe(100);
  });

  it('moves the mark to the last record and asks that none of the batch was applied', () => {
    const [fold] = foldByKey([add(5, 1), add(9, -1), add(7, 1)]);
    const update = guardedUpdate(fold as NonNullable<typeof fold>, 'below');
    expect(update.ConditionExpression).toBe('(attribute_not_exists(#m0) OR #m0 < :f0)');
    expect(update.ExpressionAttributeNames['#m0']).toBe('seq@ORG#o#CONTACTS#1');
    expect(update.ExpressionAttributeValues[':f0']).toBe(paddedSeq('000000000000000000005'));
    expect(update.ExpressionAttributeValues[':m0']).toBe(paddedSeq('000000000000000000009'));
  });

  it('still moves the mark when the sum is zero (made and deleted in one batch)', () => {
    const [fold] = foldByKey([add(1, 1), add(2, -1)]);
    const update = guardedUpdate(fold as NonNullable<typeof fold>, 'below');
    expect(update.UpdateExpression).toBe('SET #m0 = :m0');
  });

  it('after a failed first try, applies only what is past each lane mark, on a compare-and-set', () => {
    const adds = [add(1, 1, 'A'), add(2, 1, 'B'), add(3, 1, 'A'), add(4, 1, 'B')];
    const item = { 'seq@A': paddedSeq('1'), 'seq@B': paddedSeq('4') };
    const pending = notYetApplied(adds, item);
    expect(pending.map((a) => a.seq)).toEqual([add(3, 1).seq]);
    const update = guardedUpdate({ key, adds: pending }, { A: paddedSeq('1') });
    expect(update.ConditionExpression).toBe('#m0 = :w0');
    expect(update.ExpressionAttributeValues[':w0']).toBe(paddedSeq('1'));
    expect(notYetApplied(adds, { 'seq@A': paddedSeq('3'), 'seq@B': paddedSeq('4') })).toEqual([]);
  });

  it('keeps one range per lane and compares sequence numbers of any length as numbers', () => {
    const ranges = laneRanges([add(9, 1, 'A'), add(10, 1, 'A'), add(3, 1, 'B')]);
    expect(ranges.get('A')).toEqual({
      first: paddedSeq('000000000000000000009'),
      last: paddedSeq('000000000000000000010'),
    });
    expect(paddedSeq('99') < paddedSeq('100')).toBe(true);
  });

  it('drops a batch that only takes away from an all-time counter that is gone (erased)', () => {
    const [fold] = foldByKey([{ ...add(1, -1), mustExist: true }]);
    const update = guardedUpdate(fold as NonNullable<typeof fold>, 'below');
    expect(update.ConditionExpression).toBe(
      'attribute_exists(pk) AND (attribute_not_exists(#m0) OR #m0 < :f0)',
    );
    const [month] = foldByKey([{ ...add(2, -1), mustExist: false }]);
    expect(guardedUpdate(month as NonNullable<typeof month>, 'below').ConditionExpression).toBe(
      '(attribute_not_exists(#m0) OR #m0 < :f0)',
    );
  });
});
