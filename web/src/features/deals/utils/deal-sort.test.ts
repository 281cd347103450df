import { describe, expect, it } from 'vitest';
import { dealSortDirectionOf, nextDealSort } from './deal-sort';

describe('sorting deals by a column header', () => {
  it('starts values and probabilities highest first, close dates soonest first, then turns', () => {
    expect(nextDealSort(undefined, 'value')).toBe('-value');
    expect(nextDealSort('-value', 'value')).toBe('value');
    expect(nextDealSort('value', 'value')).toBe('-value');
    expect(nextDealSort('-value', 'probability')).toBe('-probability');
    expect(nextDealSort(undefined, 'expectedCloseDate')).toBe('expectedCloseDate');
    expect(nextDealSort('expectedCloseDate', 'expectedCloseDate')).toBe('-expectedCloseDate');
  });

  it('sorts by the Created column a view may show: newest first is the default, then oldest', () => {
    expect(dealSortDirectionOf(undefined, 'createdAt')).toBe('desc');
    expect(nextDealSort(undefined, 'createdAt')).toBe('createdAt');
    expect(nextDealSort('createdAt', 'createdAt')).toBe('-createdAt');
    expect(nextDealSort('-value', 'createdAt')).toBe('-createdAt');
  });

  it('says which way a column sorts the list now', () => {
    expect(dealSortDirectionOf(undefined, 'value')).toBe(false);
    expect(dealSortDirectionOf('-value', 'value')).toBe('desc');
    expect(dealSortDirectionOf('probability', 'probability')).toBe('asc');
    expect(dealSortDirectionOf('probability', 'value')).toBe(false);
  });
});
