import { instantOf, wallTimeAt } from '@salesflow/shared/dates/zoned-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input's value (YYYY-MM-DDTHH:mm) in the zone. */
export const dueInputOf = (iso: string, timeZone: string): string => {
  const wall = wallTimeAt(new Date(iso), timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
};

/** A `datetime-local` value read as a wall time in the zone, as an ISO instant; null if malformed. */
export const dueInstantOf = (input: string, timeZone: string): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(input);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return instantOf({ year, month, day, hour, minute }, timeZone).toISOString();
};

/** A new task's due time: tomorrow at 10:00 in the organization's zone. */
export const defaultDueInput = (timeZone: string, now = new Date()): string => {
  const today = wallTimeAt(now, timeZone);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  const date = `${tomorrow.getUTCFullYear()}-${pad(tomorrow.getUTCMonth() + 1)}-${pad(tomorrow.getUTCDate())}`;
  return `${date}T10:00`;
};

/** Whether an open task's due time has passed. */
export const isOverdue = (task: { done: boolean; dueAt: string }, now = new Date()): boolean =>
  !task.done && Date.parse(task.dueAt) < now.getTime();

const times = new Map<string, Intl.DateTimeFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

const cached = (
  cache: Map<string, Intl.DateTimeFormat>,
  key: string,
  make: () => Intl.DateTimeFormat,
) => {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
};

const dayNumber = (wall: { year: number; month: number; day: number }) =>
  Date.UTC(wall.year, wall.month - 1, wall.day) / 86_400_000;

/**
 * When a task is due, in the organization's zone: "Today, 10:00 AM", "Tomorrow, 9:30 AM",
 * "Yesterday, 4:00 PM", "Mon, Dec 1, 10:00 AM", and the year when it is not this one.
 */
export const dueLabel = (iso: string, timeZone: string, now = new Date()): string => {
  const at = new Date(iso);
  const time = cached(times, timeZone, () =>
    Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
  ).format(at);
  const due = wallTimeAt(at, timeZone);
  const today = wallTimeAt(now, timeZone);
  const days = dayNumber(due) - dayNumber(today);
  if (days === 0) return `Today, ${time}`;
  if (days === 1) return `Tomorrow, ${time}`;
  if (days === -1) return `Yesterday, ${time}`;
  const withYear = due.year !== today.year;
  const date = cached(dates, `${timeZone}|${withYear}`, () =>
    Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: withYear ? undefined : 'short',
      month: 'short',
      day: 'numeric',
      year: withYear ? 'numeric' : undefined,
    }),
  ).format(at);
  return `${date}, ${time}`;
};

/** `days` days ahead at `hour`:00 in the organization's zone, as an ISO instant. */
export const daysAheadAt = (days: number, hour: number, timeZone: string, now = new Date()) => {
  const today = wallTimeAt(now, timeZone);
  return instantOf(
    { year: today.year, month: today.month, day: today.day + days, hour, minute: 0 },
    timeZone,
  ).toISOString();
};
