/** Organizations count "this month" in their own time zone (DESIGN.md, "Time and place"). */
export const DEFAULT_TIMEZONE = 'Asia/Kolkata';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "2026-11" for the month `date` falls in, in `timeZone`. */
export const monthKey = (date: Date, timeZone = DEFAULT_TIMEZONE): string => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  return `${year}-${month}`;
};
