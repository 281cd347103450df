import { describe, expect, it } from 'vitest';
import { percentChange } from './figure-definitions';
import { absoluteChange, formatPercent, signedChange, trendDirection } from './trend';

describe('trend labels', () => {
  it('counts 0 or more as up and anything negative as down', () => {
    expect(trendDirection(12.5)).toBe('up');
    expect(trendDirection(0)).toBe('up');
    expect(trendDirection(-0.1)).toBe('down');
  });

  it('shows the absolute value on the tiles and the signed value in analytics', () => {
    expect(absoluteChange(-4)).toBe('4%');
    expect(absoluteChange(12.5)).toBe('12.5%');
    expect(signedChange(12.5)).toBe('+12.5%');
    expect(signedChange(-4)).toBe('-4%');
    expect(signedChange(0)).toBe('+0%');
    expect(signedChange(1234.56)).toBe('+1,234.6%');
  });

  it('changes from nothing to something with no percent (null), never +100%', () => {
    expect(percentChange(4, 4)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
    // Counters that say more came this month than there are now: still no base to compare.
    expect(percentChange(0, 1)).toBeNull();
    expect(percentChange(0, -2)).toBe(-100);
    expect(percentChange(9, 1)).toBe(12.5);
    expect(percentChange(3, -1)).toBe(-25);
    expect(percentChange(2, 0)).toBe(0);
  });

  it('shows a rate with a percent sign and never prints NaN', () => {
    expect(formatPercent(33.3)).toBe('33.3%');
    expect(formatPercent(0)).toBe('0%');
    expect(absoluteChange(Number.NaN)).toBe('0%');
  });
});
