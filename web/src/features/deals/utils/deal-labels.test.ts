import { describe, expect, it } from 'vitest';
import { contactOptionLabel, dealCountLabel } from './deal-labels';

describe('deal labels', () => {
  it('counts deals and names contact choices', () => {
    expect(dealCountLabel(1)).toBe('1 deal');
    expect(dealCountLabel(1234)).toBe('1,234 deals');
    expect(contactOptionLabel({ name: 'Aarav Mehta', company: 'Acme' })).toBe('Aarav Mehta - Acme');
    expect(contactOptionLabel({ name: 'Meera Iyer', company: null })).toBe(
      'Meera Iyer - No Company',
    );
  });
});
