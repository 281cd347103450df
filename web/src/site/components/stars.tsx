/** A rating out of 5 as stars, read out as words. */
export const Stars = ({ rating }: { rating: number }) => (
  <span className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
    {'★'.repeat(Math.round(rating))}
    {'☆'.repeat(5 - Math.round(rating))}
  </span>
);
