import { instantOf, knownTimeZone, type WallTime, wallTimeAt } from '../dates/zoned-time';
import { normaliseText } from './transcript-normalise';

/**
 * The time a lead asks to be called back ("tomorrow at 4", "next Monday morning", "in two hours",
 * "after 6 pm", "kal shaam 5 baje"), resolved against the call's time in the lead's time zone.
 *
 * Rules, written down because people are vague:
 * - A bare hour is a business hour: 1-7 is afternoon or evening (4 → 16:00), 8-11 is morning, 12
 *   is noon; "morning", "afternoon", "evening", "tonight" move it ("6 in the morning" → 06:00).
 * - A part of the day alone names a time: morning 10:00, noon 12:00, afternoon 14:00, evening
 *   18:00, tonight 19:00. A day alone (tomorrow, Monday, next week) is 10:00 that day.
 * - "After 6 pm" is 18:00; "before 11" is 11:00 less an hour (10:00).
 * - A weekday is its next occurrence after today ("next Monday" too; said on a Monday it is a week
 *   later). "Next week" is next week's Monday.
 * - A time that has already passed rolls forward a day ("at 9" said at 15:00 is tomorrow at 09:00).
 * - Nothing that names a time (only "call me later") is null. Calling hours are not decided here.
 */
export interface CallbackClock {
  /** When the lead said it (the call's time). */
  now: Date;
  /** The lead's IANA time zone; an unknown one reads as UTC. */
  timeZone: string;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty five': 45,
  couple: 2,
  'a couple of': 2,
  few: 3,
};
const NUMBER = `\\d{1,3}|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')}`;
const numberOf = (word: string) => NUMBER_WORDS[word] ?? Number(word);

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DAY_PARTS: Record<string, number> = {
  morning: 10,
  noon: 12,
  midday: 12,
  lunch: 13,
  lunchtime: 13,
  afternoon: 14,
  evening: 18,
  tonight: 19,
  night: 19,
  'end of the day': 17,
  eod: 17,
};
const PM_PARTS = new Set(['afternoon', 'evening', 'tonight', 'night', 'lunch', 'lunchtime']);

const RELATIVE = new RegExp(
  `\\b(?:in|after|within)\\s+(?:(half an?)|(?:(${NUMBER})\\s*(?:and a half\\s+)?))\\s*(minutes?|mins?|hours?|hrs?|ghante|ghanta)\\b(?:\\s+and a half)?|\\b(${NUMBER})\\s*(minutes?|mins?|ghante|ghanta|hours?)\\s+(?:baad|later|mein|from now)\\b`,
);
const DAY_PART =
  /\b(end of the day|eod|morning|noon|midday|lunchtime|lunch|afternoon|evening|tonight|night)\b/;
const WEEKDAY =
  /\b(?:(next|this|coming)\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/;
const CLOCK =
  /\b(?:(at|around|about|by|after|before|say)\s+)?(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.?|p\.m\.?|o'?clock|baje|bje|hrs|hours)?(?![\d:])/g;
const WORD_CLOCK =
  /\b(?:(at|around|about|by|after|before)\s+)(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s*(thirty|fifteen|forty five))?\s*(am|pm|o'?clock)?\b|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(am|pm|o'?clock)\b/;

interface ClockTime {
  hour: number;
  minute: number;
  /** Whether am/pm was said (then no business-hour guess). */
  meridiem: 'am' | 'pm' | null;
  preposition: string | null;
}

const meridiemOf = (word: string | undefined): 'am' | 'pm' | null =>
  !word ? null : word.startsWith('a') ? 'am' : word.startsWith('p') ? 'pm' : null;

/** The first clock time said, ignoring numbers that count minutes or hours ("in 2 hours"). */
const clockOf = (text: string): ClockTime | null => {
  for (const match of text.matchAll(CLOCK)) {
    const [, preposition, hourText, minuteText, suffix] = match;
    const hour = Number(hourText);
    const minute = minuteText ? Number(minuteText) : 0;
    // A number alone is a time only with "at", a colon, am/pm or o'clock ("2 users" is not).
    if (!preposition && !minuteText && !suffix) continue;
    if (suffix === 'hrs' || suffix === 'hours') {
      // "at 1600 hrs" is a clock; "2 hours" is a duration.
      if (!minuteText && !preposition) continue;
    }
    if (hour > 23 || minute > 59) continue;
    return { hour, minute, meridiem: meridiemOf(suffix), preposition: preposition ?? null };
  }
  const words = WORD_CLOCK.exec(text);
  if (words) {
    const hourWord = words[2] ?? words[5] ?? '';
    const minuteWord = words[3];
    return {
      hour: numberOf(hourWord),
      minute: minuteWord ? numberOf(minuteWord) : 0,
      meridiem: meridiemOf(words[4] ?? words[6]),
      preposition: words[1] ?? null,
    };
  }
  return null;
};

/** 24-hour time from a said time, the part of the day and the business-hour guess. */
const hourOf = (clock: ClockTime, part: string | null): { hour: number; minute: number } => {
  let hour = clock.hour;
  if (clock.meridiem === 'pm' && hour < 12) hour += 12;
  else if (clock.meridiem === 'am' && hour === 12) hour = 0;
  else if (!clock.meridiem && hour <= 12) {
    if (part && PM_PARTS.has(part)) hour = hour < 12 ? hour + 12 : hour;
    else if (part === 'morning') hour = hour === 12 ? 0 : hour;
    else if (hour >= 1 && hour <= 7) hour += 12;
  }
  if (clock.preposition === 'before') hour = (hour + 23) % 24;
  return { hour, minute: clock.minute };
};

const addDays = (wall: WallTime, days: number) => {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

/** Days from today to the day named, or null when no day is named. */
const dayOffsetOf = (text: string, today: WallTime): number | null => {
  if (/\bday after tomorrow\b/.test(text)) return 2;
  if (/\btomorrow\b/.test(text)) return 1;
  if (/\b(today|tonight|this (morning|afternoon|evening))\b/.test(text)) return 0;
  const weekday = WEEKDAY.exec(text);
  if (weekday?.[2]) {
    const target = WEEKDAYS.indexOf(weekday[2]);
    const ahead = (target - today.weekday + 7) % 7;
    return ahead === 0 ? 7 : ahead;
  }
  if (/\bnext week\b/.test(text)) return (1 - today.weekday + 7) % 7 || 7;
  if (/\bweekend\b/.test(text)) return (6 - today.weekday + 7) % 7;
  return null;
};

const minutesOf = (amount: number, unit: string) => (/^(h|g)/.test(unit) ? amount * 60 : amount);

/** The callback time the text asks for, as an ISO instant (UTC), or null when it names none. */
export const parseCallbackTime = (said: string, clock: CallbackClock): string | null => {
  const text = normaliseText(said);
  const timeZone = knownTimeZone(clock.timeZone);
  const relative = RELATIVE.exec(text);
  if (relative) {
    const [, half, amount, unit, amountAfter, unitAfter] = relative;
    let minutes = 0;
    if (half) minutes = 30;
    else if (amount && unit) {
      minutes = minutesOf(numberOf(amount), unit);
      if (/and a half/.test(relative[0])) minutes += minutesOf(1, unit) / 2;
    } else if (amountAfter && unitAfter) minutes = minutesOf(numberOf(amountAfter), unitAfter);
    if (minutes > 0 && minutes <= 14 * 24 * 60) {
      const at = new Date(clock.now.getTime() + minutes * 60_000);
      at.setUTCSeconds(0, 0);
      return at.toISOString();
    }
  }
  const today = wallTimeAt(clock.now, timeZone);
  const dayOffset = dayOffsetOf(text, today);
  const part = DAY_PART.exec(text)?.[1] ?? null;
  const said24 = clockOf(text);
  if (dayOffset === null && !said24 && !part) return null;
  const time = said24
    ? hourOf(said24, part)
    : { hour: part ? (DAY_PARTS[part] ?? 10) : 10, minute: 0 };
  let day = addDays(today, dayOffset ?? 0);
  let at = instantOf({ ...day, ...time }, timeZone);
  // A time already past (or said for today) rolls forward a day.
  for (let tries = 0; at.getTime() <= clock.now.getTime() && tries < 2; tries += 1) {
    day = addDays({ ...today, ...day }, 1);
    at = instantOf({ ...day, ...time }, timeZone);
  }
  return at.toISOString();
};
