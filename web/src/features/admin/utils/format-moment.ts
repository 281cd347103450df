const moment = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment as "Dec 03, 2026, 4:05 PM" in the viewer's time zone. */
export const formatMoment = (at: string): string => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '-' : moment.format(date);
};
