import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatUsd, MAX_CENTS, toCents } from './money';

describe('money', () => {
  it('reads decimal strings and numbers exactly, at most two decimals', () => {
    expect(toCents('1234.5')).toBe(123450);
    expect(toCents('0.1')).toBe(10);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('1.999')).toBeNull();
    expect(toCents('-5')).toBeNull();
    expect(toCents('1e3')).toBeNull();
    expect(toCents('100000000')).toBeNull();
    expect(toCents('99999999.99')).toBe(MAX_CENTS);
  });

  it('round-trips every amount through its decimal string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        expect(toCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });

  it('shows US dollars without decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,235');
    expect(formatUsd('0')).toBe('$0');
    expect(formatUsd(2500000)).toBe('$2,500,000');
  });
});
