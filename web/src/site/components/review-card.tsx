import type { Testimonial } from '../content/testimonials';
import { reviewDate, SIZE_BADGES } from '../utils/review-filters';
import { Stars } from './stars';

/** One customer's review: who, where, how many stars, their words and their result. */
export const ReviewCard = ({ review }: { review: Testimonial }) => (
  <article className="card">
    <h3 style={{ marginBottom: 2 }}>{review.name}</h3>
    <div className="muted">
      {review.title}, {review.company}
    </div>
    <div className="review-meta">
      <Stars rating={review.rating} />
      <span className="muted">{reviewDate(review.date)}</span>
    </div>
    <div className="review-meta">
      <span className="pill pill-soft">{SIZE_BADGES[review.companySize]}</span>
      <span className="muted">{review.location}</span>
      <span className="muted">· {review.industry}</span>
    </div>
    <p>“{review.review}”</p>
    <div className="result-line">{review.beforeAfter}</div>
  </article>
);
