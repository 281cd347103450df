/**
 * Calling hours: when a lead may be called, in the lead's own time (document 2's settings; the
 * real-call issue). A call asked for outside them waits for the next window instead. Times are
 * "HH:MM" wall-clock times; days are ISO weekdays (1 Monday … 7 Sunday).
 */
export interface CallingHours {
  start: string;
  end: string;
  days: number[];
}

export const DEFAULT_CALLING_HOURS: CallingHours = {
  start: '09:00',
  end: '20:00',
  days: [1, 2, 3, 4, 5, 6, 7],
};

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

interface LocalTime {
  year: number;
  month: number;
  day: number;
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: number;
  minutes: number;
}

const WEEKDAYS: Readonly<Record<string, number>> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

export const localTime = (at: Date, timeZone: string): LocalTime => {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(at)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS[parts.weekday ?? 'Mon'] ?? 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
};

/** The instant a wall-clock time in `timeZone` is (the earlier one when clocks go back). */
export const zonedInstant = (
  timeZone: string,
  year: number,
  month: number,
  day: number,
  minutes: number,
): Date => {
  const wanted = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  let guess = wanted;
  // Two corrections settle every offset, including across a change of offset.
  for (let i = 0; i < 2; i++) {
    const seen = localTime(new Date(guess), timeZone);
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, 0, seen.minutes);
    guess += wanted - seenUtc;
  }
  return new Date(guess);
};

export const isWithinCallingHours = (
  at: Date,
  timeZone: string,
  hours: CallingHours = DEFAULT_CALLING_HOURS,
): boolean => {
  const t = localTime(at, timeZone);
  return (
    hours.days.includes(t.weekday) &&
    t.minutes >= minutesOf(hours.start) &&
    t.minutes < minutesOf(hours.end)
  );
};

/**
 * The first moment at or after `at` inside calling hours: `at` itself when it is inside, else the
 * start of the next window (within the coming eight days; null if no day is allowed).
 */
export const nextCallingWindow = (
  at: Date,
  timeZone: string,
  hours: CallingHours = DEFAULT_CALLING_HOURS,
): Date | null => {
  if (isWithinCallingHours(at, timeZone, hours)) return at;
  if (hours.days.length === 0 || minutesOf(hours.start) >= minutesOf(hours.end)) return null;
  const today = localTime(at, timeZone);
  for (let offset = 0; offset <= 8; offset++) {
    // Noon of the day `offset` days on, to read its date and weekday safely across offsets.
    const noon = zonedInstant(timeZone, today.year, today.month, today.day, 12 * 60);
    const day = localTime(new Date(noon.getTime() + offset * 86_400_000), timeZone);
    if (!hours.days.includes(day.weekday)) continue;
    const start = zonedInstant(timeZone, day.year, day.month, day.day, minutesOf(hours.start));
    if (start.getTime() > at.getTime()) return start;
  }
  return null;
};

/** The lead's time zone: its own, else its phone's country's, else the organization's. */
export const leadTimeZone = (
  own: string | null | undefined,
  fromPhone: string | null,
  organization: string,
): string => own || fromPhone || organization;
