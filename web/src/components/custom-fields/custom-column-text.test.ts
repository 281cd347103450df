import { describe, expect, it } from 'vitest';
import { customColumnText } from './custom-column-text';

describe('customColumnText', () => {
  it('shows each type as the table shows its own values', () => {
    expect(customColumnText({ type: 'date' }, '2026-03-05')).toBe('Mar 5, 2026');
    expect(customColumnText({ type: 'checkbox' }, true)).toBe('Yes');
    expect(customColumnText({ type: 'checkbox' }, false)).toBe('No');
    expect(customColumnText({ type: 'number' }, 1250000.75)).toBe('1,250,000.75');
    expect(customColumnText({ type: 'number' }, 0.125)).toBe('0.125');
    expect(customColumnText({ type: 'select' }, 'North')).toBe('North');
    expect(customColumnText({ type: 'text' }, 'GST 27AAAPL')).toBe('GST 27AAAPL');
  });

  it('has nothing to show for a value not set', () => {
    expect(customColumnText({ type: 'checkbox' }, undefined)).toBeNull();
    expect(customColumnText({ type: 'text' }, '')).toBeNull();
  });

  it('shows a value of another type than its field’s as it is', () => {
    expect(customColumnText({ type: 'date' }, 'soon')).toBe('soon');
    expect(customColumnText({ type: 'number' }, 'many')).toBe('many');
  });
});
