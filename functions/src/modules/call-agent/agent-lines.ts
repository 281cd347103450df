import { knownTimeZone, wallTimeAt } from '@salesflow/shared/dates/zoned-time';

/**
 * The built-in agent's own sentences, for what the scripts do not say. English only: the scripts
 * the user writes carry the conversation's language; these are the fallbacks around them.
 */
export const AGENT_LINES = {
  doNotCall:
    'I understand. I will make sure you are not called again. Sorry for the trouble, and have a good day.',
  notInterested:
    'I understand, and I will not take more of your time. Thank you, and have a great day.',
  askTime: 'No problem at all. When would be a better time for a short call: morning or evening?',
  noTime: 'No problem, we will try you another time. Thank you, and have a great day.',
  price:
    'I understand. Could you tell me what you are comparing it with? We can suggest an option that fits your budget.',
  hedge:
    'Of course. Shall I send you a short summary on WhatsApp or email, and call you back to answer any questions?',
  supplier: 'That is good to hear. What would you improve about what you have today, if you could?',
  thanks: 'Thank you.',
  stillThere: 'Hello, can you hear me?',
  summary:
    'That is very helpful. We will send you a short summary and agree the next step with you.',
  farewell: 'Thank you, and have a great day.',
} as const;

const sameDay = (a: { year: number; month: number; day: number }, b: typeof a) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/** "today at 4:00 PM", "tomorrow at 10:00 AM", "Monday at 9:30 AM", in the lead's zone. */
export const spokenTime = (iso: string, now: Date, timeZone: string, language: string) => {
  const zone = knownTimeZone(timeZone);
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(at);
  const target = wallTimeAt(at, zone);
  const today = wallTimeAt(now, zone);
  const tomorrow = wallTimeAt(new Date(now.getTime() + 86_400_000), zone);
  if (sameDay(target, today)) return `today at ${time}`;
  if (sameDay(target, tomorrow)) return `tomorrow at ${time}`;
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    ...(at.getTime() - now.getTime() >= 7 * 86_400_000 ? { day: 'numeric', month: 'long' } : {}),
    timeZone: zone,
  }).format(at);
  return `${day} at ${time}`;
};

export const confirmCallback = (iso: string, now: Date, timeZone: string, language: string) =>
  `Of course. I will call you back ${spokenTime(iso, now, timeZone, language)}. Thank you, and have a great day.`;
