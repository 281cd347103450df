import { RANGE_DAYS, type ReportRange } from './report-query';

/**
 * Calendar arithmetic on `YYYY-MM-DD` days (the organization's calendar): a range of the last N
 * days up to today, how its counters are read (whole months as month items, the rest as days),
 * and how its trend is grouped (days, weeks from the range's first day, or calendar months).
 */
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
};

/** Every day from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

export const monthOf = (day: string) => day.slice(0, 7);
const lastDayOfMonth = (month: string) => {
  const date = toDate(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return toDay(date);
};

export interface RangeDays {
  from: string;
  to: string;
}

export const rangeDays = (range: ReportRange, today: string): RangeDays => ({
  from: addDays(today, 1 - RANGE_DAYS[range]),
  to: today,
});

/**
 * What to read for a range: the months wholly inside it as month items, the other days as day
 * items. The month of the range's last day (today) counts as whole: nothing is counted on a day
 * that has not come. Reading 1y takes 12 month items and at most 30 days, whatever the traffic.
 */
export const readPlan = ({ from, to }: RangeDays): { months: string[]; days: string[] } => {
  const months: string[] = [];
  const days: string[] = [];
  let day = from;
  while (day <= to) {
    const month = monthOf(day);
    const end = lastDayOfMonth(month);
    if (day === `${month}-01` && (end <= to || month === monthOf(to))) {
      months.push(month);
      day = addDays(end, 1);
    } else {
      days.push(day);
      day = addDays(day, 1);
    }
  }
  return { months, days };
};

export type Granularity = 'day' | 'week' | 'month';

/** Days for 7 and 30 days, weeks for 90 days, months for a year. */
export const granularityOf = (range: ReportRange): Granularity =>
  range === '1y' ? 'month' : range === '90d' ? 'week' : 'day';

export interface TrendBucket {
  /** The bucket's first day in the range. */
  from: string;
  to: string;
  /** The day keys or month keys whose counters make the bucket. */
  keys: string[];
}

/**
 * The trend's buckets: each day; or weeks of 7 days counted from the range's first day (the last
 * may be shorter); or calendar months, read as month items when the range holds all of them.
 */
export const trendBuckets = (range: ReportRange, span: RangeDays): TrendBucket[] => {
  const granularity = granularityOf(range);
  const days = daysBetween(span.from, span.to);
  if (granularity === 'day') return days.map((day) => ({ from: day, to: day, keys: [day] }));
  if (granularity === 'week') {
    const weeks: TrendBucket[] = [];
    for (let i = 0; i < days.length; i += 7) {
      const week = days.slice(i, i + 7);
      weeks.push({ from: week[0] as string, to: week[week.length - 1] as string, keys: week });
    }
    return weeks;
  }
  const plan = readPlan(span);
  const whole = new Set(plan.months);
  const buckets = new Map<string, TrendBucket>();
  for (const day of days) {
    const month = monthOf(day);
    const bucket = buckets.get(month) ?? { from: day, to: day, keys: [] };
    bucket.to = day;
    if (whole.has(month)) bucket.keys = [month];
    else bucket.keys.push(day);
    buckets.set(month, bucket);
  }
  return [...buckets.values()];
};
