import { describe, expect, it } from 'vitest';
import { TESTIMONIALS } from '../content/testimonials';
import { averageRating, filterReviews, reviewDate } from './review-filters';

const all = { search: '', size: 'all', location: 'all' } as const;

describe('the reviews page’s search and filters', () => {
  it('has the spec’s 20 testimonials, all rated 5', () => {
    expect(TESTIMONIALS).toHaveLength(20);
    expect(TESTIMONIALS.every((review) => review.rating === 5)).toBe(true);
    expect(averageRating(TESTIMONIALS)).toBe('5.0');
  });

  it('searches name, company and industry in any case, and nothing else', () => {
    expect(filterReviews(TESTIMONIALS, { ...all, search: 'ANANYA' }).map((r) => r.id)).toEqual([1]);
    expect(filterReviews(TESTIMONIALS, { ...all, search: 'ledgerly' }).map((r) => r.id)).toEqual([
      6,
    ]);
    const solar = filterReviews(TESTIMONIALS, { ...all, search: ' solar energy ' });
    expect(solar.map((r) => r.industry)).toEqual(['Solar Energy', 'Solar Energy']);
    // Words of the review text are not searched.
    expect(filterReviews(TESTIMONIALS, { ...all, search: 'subsidy' })).toEqual([]);
  });

  it('filters by company size, and by India or international (no "India" in the location)', () => {
    const sizes = (size: 'small' | 'medium' | 'large') =>
      filterReviews(TESTIMONIALS, { ...all, size }).length;
    expect(sizes('small') + sizes('medium') + sizes('large')).toBe(20);
    const india = filterReviews(TESTIMONIALS, { ...all, location: 'india' });
    const abroad = filterReviews(TESTIMONIALS, { ...all, location: 'international' });
    expect(india.every((r) => r.location.includes('India'))).toBe(true);
    expect(abroad.some((r) => r.location.includes('India'))).toBe(false);
    expect(india.length + abroad.length).toBe(20);
    expect(
      filterReviews(TESTIMONIALS, {
        search: 'solar',
        size: 'small',
        location: 'international',
      }).map((r) => r.name),
    ).toEqual(['Grace Wanjiru']);
  });

  it('writes dates the same wherever the page is rendered', () => {
    expect(reviewDate('2025-03-05')).toBe('5 March 2025');
  });
});
