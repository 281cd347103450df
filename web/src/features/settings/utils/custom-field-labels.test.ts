import { CUSTOM_FIELD_KEY } from '@salesflow/shared/custom-fields/custom-field';
import { describe, expect, it } from 'vitest';
import { optionLines, suggestKey } from './custom-field-labels';

describe('the key a label suggests', () => {
  it.each([
    ['GST Number', 'gst_number'],
    ['  Industry / Sector ', 'industry_sector'],
    ['Café owner?', 'cafe_owner'],
    ['2nd phone', 'nd_phone'],
    ['No. of employees (2026)', 'no_of_employees_2026'],
  ])('%s → %s, a key the server takes', (label, key) => {
    expect(suggestKey(label)).toBe(key);
    expect(CUSTOM_FIELD_KEY.test(key)).toBe(true);
  });

  it('is empty without a letter to start from, and at most 40 characters', () => {
    expect(suggestKey('2026 / 27')).toBe('');
    const long = suggestKey('a very long label that goes well past forty characters');
    expect(long).toBe('a_very_long_label_that_goes_well_past_fo');
    expect(CUSTOM_FIELD_KEY.test(long)).toBe(true);
  });

  it('reads a choice list one option a line, blank lines left out', () => {
    expect(optionLines(' Textiles \n\nIT\n  ')).toEqual(['Textiles', 'IT']);
  });
});
