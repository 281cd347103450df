import type { CompanySize, Testimonial } from '../content/testimonials';

export type SizeFilter = 'all' | CompanySize;
export type LocationFilter = 'all' | 'india' | 'international';

export interface ReviewFilters {
  search: string;
  size: SizeFilter;
  location: LocationFilter;
}

export const SIZE_OPTIONS: { value: SizeFilter; label: string }[] = [
  { value: 'all', label: 'All company sizes' },
  { value: 'small', label: 'Small (1-10)' },
  { value: 'medium', label: 'Medium (11-100)' },
  { value: 'large', label: 'Large (100+)' },
];

export const LOCATION_OPTIONS: { value: LocationFilter; label: string }[] = [
  { value: 'all', label: 'All locations' },
  { value: 'india', label: 'India' },
  { value: 'international', label: 'International' },
];

export const SIZE_BADGES: Record<CompanySize, string> = {
  small: 'Small (1-10)',
  medium: 'Medium (11-100)',
  large: 'Large (100+)',
};

/**
 * The reviews a visitor asked for (document 2, "Reviews page"): the search matches name,
 * company or industry, any case; international is a location that does not contain "India".
 */
export const filterReviews = (reviews: readonly Testimonial[], filters: ReviewFilters) => {
  const needle = filters.search.trim().toLowerCase();
  return reviews.filter((review) => {
    if (
      needle &&
      ![review.name, review.company, review.industry].some((text) =>
        text.toLowerCase().includes(needle),
      )
    ) {
      return false;
    }
    if (filters.size !== 'all' && review.companySize !== filters.size) return false;
    const inIndia = review.location.includes('India');
    if (filters.location === 'india' && !inIndia) return false;
    if (filters.location === 'international' && inIndia) return false;
    return true;
  });
};

/** The average rating to one decimal ("5.0"). */
export const averageRating = (reviews: readonly Testimonial[]) =>
  reviews.length === 0
    ? '0.0'
    : (reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length).toFixed(1);

/** A review's date as people read it ("12 March 2025"), the same wherever it is rendered. */
export const reviewDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
};
