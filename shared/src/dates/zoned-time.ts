/**
 * Wall-clock time in an IANA time zone without a date library: Intl gives the zone's fields for an
 * instant, and a wall time is turned into an instant by correcting a UTC guess by the zone's offset
 * (twice, so a guess on the other side of a daylight-saving change lands right).
 */
export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

const formatOf = (timeZone: string) => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
};

/** The zone if Intl knows it, else UTC. */
export const knownTimeZone = (timeZone: string | null | undefined): string => {
  if (!timeZone) return 'UTC';
  try {
    formatOf(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
};

const fieldsAt = (instant: number, timeZone: string) => {
  const parts = formatOf(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
};

/** The zone's offset from UTC at an instant, in milliseconds (IST: +19,800,000). */
const offsetAt = (instant: number, timeZone: string) => {
  const f = fieldsAt(instant, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
};

export const wallTimeAt = (instant: Date, timeZone: string): WallTime => {
  const f = fieldsAt(instant.getTime(), timeZone);
  const weekday = new Date(Date.UTC(f.year, f.month - 1, f.day)).getUTCDay();
  return { year: f.year, month: f.month, day: f.day, hour: f.hour, minute: f.minute, weekday };
};

/** The instant a wall time in a zone names; day overflow (day 32) rolls into the next month. */
export const instantOf = (
  wall: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): Date => {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  let instant = guess - offsetAt(guess, timeZone);
  const corrected = guess - offsetAt(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
};
