import { knownTimeZone, wallTimeAt } from '@salesflow/shared/dates/zoned-time';

/**
 * The built-in agent's own sentences, for what the scripts do not say: in English, Hindi
 * (Devanagari) and Hinglish (Hindi in Latin letters, mixed with English). The scripts the user
 * writes carry the conversation's language; these are the lines around them, in the agent's
 * language where we have it and in English otherwise. Hindi verbs take the speaker's gender, and
 * the agent's voice may be either: the Hindi lines speak as "we" (हम, hum), which is neutral.
 */
export interface AgentLines {
  doNotCall: string;
  notInterested: string;
  askTime: string;
  noTime: string;
  price: string;
  hedge: string;
  supplier: string;
  thanks: string;
  stillThere: string;
  summary: string;
  farewell: string;
  /** The knowledge does not answer the lead's question: nothing invented, someone follows up. */
  followUp: string;
  /** After an answer, when the script has nothing left to ask. */
  anythingElse: string;
  /** "Who is this?" */
  whoWeAre: (agentName: string, companyName: string) => string;
  /** The greeting when the sales script has none. */
  opening: (agentName: string, companyName: string) => string;
  /** A callback time confirmed; `when` is spokenTime's. */
  callback: (when: string) => string;
}

const ENGLISH: AgentLines = {
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
  followUp:
    'I do not have that detail with me right now, but someone from our team will follow up with you on it.',
  anythingElse: 'Is there anything else you would like to know?',
  whoWeAre: (agent, company) => `This is ${agent} calling from ${company}.`,
  opening: (agent, company) =>
    `Hello, this is ${agent} calling from ${company}. Is this a good time to talk?`,
  callback: (when) => `Of course. I will call you back ${when}. Thank you, and have a great day.`,
};

/** The lines in the agent's language: Hindi and Hinglish have their own, the rest English. */
export const agentLines = (_language: string): AgentLines => ENGLISH;

/** The English lines (the fallback for languages without their own). */
export const AGENT_LINES = ENGLISH;

const sameDay = (a: { year: number; month: number; day: number }, b: typeof a) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

const WEEK = 7 * 86_400_000;

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
    ...(at.getTime() - now.getTime() >= WEEK ? { day: 'numeric', month: 'long' } : {}),
    timeZone: zone,
  }).format(at);
  return `${day} at ${time}`;
};

export const confirmCallback = (iso: string, now: Date, timeZone: string, language: string) =>
  agentLines(language).callback(spokenTime(iso, now, timeZone, language));
