import type { ReportRange } from './report-query';

/** How many calendar days each range covers, today included (here, apart from zod). */
export const RANGE_DAYS: Record<ReportRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

/**
 * Calendar arithmetic on `YYYY-MM-DD` days (the organization's calendar): a range of the last N
 * days up to today, how its counters are read (whole months as month items, whole weeks, Monday
 * to Sunday, as week items, the rest as days) and how its trend is grouped (days, weeks or
 * calendar months).
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

/** The Monday of the week (Monday to Sunday) a day falls in. */
export const mondayOf = (day: string): string => addDays(day, -((toDate(day).getUTCDay() + 6) % 7));

/** The key a week's counter item is read under: `W` and its Monday. */
export const weekKey = (monday: string) => `W${monday}`;

export interface ReadPlan {
  months: string[];
  /** Mondays. */
  weeks: string[];
  days: string[];
}

/**
 * What to read for a range, greedily from its first day: a whole month as its month item (when
 * `months`), a whole week as its week item, else the day. The month and the week of the range's
 * last day (today) count as whole: nothing is counted on a day that has not come. A year takes at
 * most 12 months, 4 weeks and 12 days; 90 days 13 weeks and 6 days.
 */
export const readPlan = ({ from, to }: RangeDays, { months = true } = {}): ReadPlan => {
  const plan: ReadPlan = { months: [], weeks: [], days: [] };
  let day = from;
  while (day <= to) {
    const month = monthOf(day);
    const monthEnd = lastDayOfMonth(month);
    const weekEnd = addDays(day, 6);
    if (months && day === `${month}-01` && (monthEnd <= to || month === monthOf(to))) {
      plan.months.push(month);
      day = addDays(monthEnd, 1);
    } else if (
      mondayOf(day) === day &&
      (weekEnd <= to || mondayOf(to) === day) &&
      // With months, a week never reaches into the next month: a month's trend has its own days.
      (!months || monthOf(weekEnd) === month)
    ) {
      plan.weeks.push(day);
      day = addDays(weekEnd, 1);
    } else {
      plan.days.push(day);
      day = addDays(day, 1);
    }
  }
  return plan;
};

export type Granularity = 'day' | 'week' | 'month';

/** Days for 7 and 30 days, weeks for 90 days, months for a year. */
export const granularityOf = (range: ReportRange): Granularity =>
  range === '1y' ? 'month' : range === '90d' ? 'week' : 'day';

export interface TrendBucket {
  /** The bucket's first day in the range. */
  from: string;
  to: string;
  /** The day, week (`W<Monday>`) or month keys whose counters make the bucket. */
  keys: string[];
}

const bucketsBy = (
  span: RangeDays,
  plan: ReadPlan,
  groupOf: (day: string) => string,
): TrendBucket[] => {
  const months = new Set(plan.months);
  const weeks = new Set(plan.weeks);
  const keyOf = (day: string) =>
    months.has(monthOf(day))
      ? monthOf(day)
      : weeks.has(mondayOf(day))
        ? weekKey(mondayOf(day))
        : day;
  const buckets = new Map<string, TrendBucket>();
  for (const day of daysBetween(span.from, span.to)) {
    const group = groupOf(day);
    const bucket = buckets.get(group) ?? { from: day, to: day, keys: [] };
    bucket.to = day;
    const key = keyOf(day);
    if (!bucket.keys.includes(key)) bucket.keys.push(key);
    buckets.set(group, bucket);
  }
  return [...buckets.values()];
};

/**
 * The trend's buckets, each with the counter keys that make it under the range's read plan: each
 * day; weeks, Monday to Sunday (the first and the last cut to the range); or calendar months.
 */
export const trendBuckets = (
  range: ReportRange,
  span: RangeDays,
  plan: ReadPlan,
): TrendBucket[] => {
  const granularity = granularityOf(range);
  if (granularity === 'day')
    return daysBetween(span.from, span.to).map((d) => ({ from: d, to: d, keys: [d] }));
  return bucketsBy(span, plan, granularity === 'week' ? mondayOf : monthOf);
};

/** The plan a range is read by: days for a daily trend, weeks for a weekly one, months too for a year. */
export const planFor = (range: ReportRange, span: RangeDays): ReadPlan => {
  const granularity = granularityOf(range);
  if (granularity === 'day')
    return { months: [], weeks: [], days: daysBetween(span.from, span.to) };
  return readPlan(span, { months: granularity === 'month' });
};
