import { todayIn } from '../dates/calendar-date';

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The first day ("YYYY-MM-DD", in `timeZone`) of the billing period `now` falls in. Billing is
 * monthly on the sign-up date (document 2 section 9), and AI-call limits reset on it: a period
 * starts on the anchor's day of each month, or on the month's last day when it is shorter (an
 * account opened on 31 January renews on 28 or 29 February).
 */
export const billingPeriodStart = (anchor: string, now: Date, timeZone: string): string => {
  const anchorDay = Number(todayIn(timeZone, new Date(anchor)).slice(8, 10));
  const [year, month, day] = todayIn(timeZone, now).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const startThisMonth = Math.min(anchorDay, daysInMonth(year, month));
  if (day >= startThisMonth) return iso(year, month, startThisMonth);
  const previousYear = month === 1 ? year - 1 : year;
  const previousMonth = month === 1 ? 12 : month - 1;
  return iso(
    previousYear,
    previousMonth,
    Math.min(anchorDay, daysInMonth(previousYear, previousMonth)),
  );
};

/** The first day of the billing period after the one `now` falls in (when AI calls renew). */
export const nextBillingPeriodStart = (anchor: string, now: Date, timeZone: string): string => {
  const start = billingPeriodStart(anchor, now, timeZone);
  // Some day of the following month's period: 27 days on from its start is always past it.
  let probe = new Date(`${start}T12:00:00Z`);
  for (let i = 0; i < 40; i++) {
    probe = new Date(probe.getTime() + 86_400_000);
    const next = billingPeriodStart(anchor, probe, timeZone);
    if (next !== start) return next;
  }
  return start;
};
