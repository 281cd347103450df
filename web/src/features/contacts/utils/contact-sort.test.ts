import { describe, expect, it } from 'vitest';
import { nextSort, sortDirectionOf } from './contact-sort';

describe('contact sort', () => {
  it('is newest first by default', () => {
    expect(sortDirectionOf(undefined, 'createdAt')).toBe('desc');
    expect(sortDirectionOf(undefined, 'name')).toBe(false);
  });

  it('sorts a new column its first way, then toggles', () => {
    expect(nextSort(undefined, 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('name', 'score')).toBe('-score');
    expect(nextSort(undefined, 'createdAt')).toBe('createdAt');
    expect(nextSort('-lastContactedAt', 'lastContactedAt')).toBe('lastContactedAt');
  });
});
