import { useState } from 'react';
import { ReviewCard } from '../components/review-card';
import { SIGNUP_PATH } from '../components/site-header';
import { SiteLayout } from '../components/site-layout';
import { TESTIMONIALS } from '../content/testimonials';
import type { SitePage } from '../site-pages';
import {
  averageRating,
  filterReviews,
  LOCATION_OPTIONS,
  type LocationFilter,
  type ReviewFilters,
  SIZE_OPTIONS,
  type SizeFilter,
} from '../utils/review-filters';

const NO_CARD_NOTE = 'No credit card required • 14-day free trial • Cancel anytime';

/** `/reviews`: what customers say, searchable and filtered by company size and location. */
const ReviewsPage = () => {
  const [filters, setFilters] = useState<ReviewFilters>({
    search: '',
    size: 'all',
    location: 'all',
  });
  const shown = filterReviews(TESTIMONIALS, filters);
  return (
    <SiteLayout current="/reviews">
      <section className="hero">
        <div className="container narrow">
          <h1>What sales teams say about SalesFlow</h1>
          <p className="lead">
            Real results from teams that capture, score and call their leads with SalesFlow.
          </p>
          <div className="stats-row">
            <div>
              <div className="stat-value">{averageRating(TESTIMONIALS)}/5</div>
              <div className="muted">Average rating</div>
            </div>
            <div>
              <div className="stat-value">{TESTIMONIALS.length}+</div>
              <div className="muted">Reviews</div>
            </div>
            <div>
              <div className="stat-value">15+</div>
              <div className="muted">Countries</div>
            </div>
          </div>
        </div>
      </section>
      <section className="section" style={{ paddingTop: 24 }}>
        <div className="container">
          <search className="filters">
            <div className="field" style={{ flex: '1 1 260px' }}>
              <label htmlFor="review-search">Search reviews</label>
              <input
                id="review-search"
                type="search"
                placeholder="Search by name, company or industry"
                value={filters.search}
                onChange={(event) => setFilters({ ...filters, search: event.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor="review-size">Company size</label>
              <select
                id="review-size"
                value={filters.size}
                onChange={(event) =>
                  setFilters({ ...filters, size: event.target.value as SizeFilter })
                }
              >
                {SIZE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="review-location">Location</label>
              <select
                id="review-location"
                value={filters.location}
                onChange={(event) =>
                  setFilters({ ...filters, location: event.target.value as LocationFilter })
                }
              >
                {LOCATION_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </search>
          <p className="muted" aria-live="polite">
            Showing {shown.length} of {TESTIMONIALS.length} reviews
          </p>
          {shown.length === 0 ? (
            <p>No reviews match your search. Try another name, company or industry.</p>
          ) : (
            <div className="grid">
              {shown.map((review) => (
                <ReviewCard key={review.id} review={review} />
              ))}
            </div>
          )}
        </div>
      </section>
      <section className="section section-soft center">
        <div className="container narrow">
          <h2>Join them: start your free trial today</h2>
          <p className="muted">
            Set up in minutes, import your leads, and make your first AI call.
          </p>
          <a className="button button-primary button-large" href={SIGNUP_PATH}>
            Start Free Trial
          </a>
          <p className="note">{NO_CARD_NOTE}</p>
        </div>
      </section>
    </SiteLayout>
  );
};

export const page: SitePage = {
  head: {
    title: 'SalesFlow Reviews · What sales teams say',
    description:
      'Read reviews from sales teams in India and abroad who capture, score and call their leads with SalesFlow: rated 5.0 out of 5.',
  },
  Component: ReviewsPage,
};
