/**
 * How the lead at the other end of an Exotel call behaves. A test picks one per lead number
 * (`fake.state.setScenario(from, scenario)`); otherwise the last four digits of the number the
 * call dials (Exotel's `From`) choose, like the Twilio fake's magic numbers:
 *
 * | last digits | the lead |
 * | --- | --- |
 * | 0001 | busy: never answered, no stream |
 * | 0002 | no answer: rings out, no stream |
 * | 0003 | failed: the network refuses the call, no stream |
 * | 0006 | interrupts: waits for the greeting, then speaks over the agent's first reply and expects a `clear` |
 * | 0007 | asks the price |
 * | 0008 | speaks Hindi (Devanagari and Hinglish) |
 * | anything else | interested: answers, talks, agrees to a demo |
 */
export interface LeadLine {
  /** What the lead says (as `encodeSpeech` PCM in `media` frames). */
  says: string;
  /** A key the lead presses (a `dtmf` event) before speaking. */
  dtmf?: string;
  /**
   * The lead does not wait for the agent to finish: once this many milliseconds of the agent's
   * reply have played, the lead starts this line over it (and a good agent sends `clear`).
   */
  interruptsAfterMs?: number;
  /**
   * The first line only: said once the agent's greeting has played (or after 3 s of call time
   * without one), not on picking up.
   */
  waitsForGreeting?: boolean;
}

export type ExotelScenario =
  | { kind: 'answered'; lead: LeadLine[] }
  | { kind: 'busy' }
  | { kind: 'no-answer' }
  | { kind: 'failed' };

export const INTERESTED_LEAD: ExotelScenario = {
  kind: 'answered',
  lead: [
    { says: 'Hello?' },
    { says: 'Yes, I asked about your CRM. We are a team of twenty in sales.' },
    { says: 'That sounds good. Please book a demo for next week.' },
  ],
};

export const INTERRUPTING_LEAD: ExotelScenario = {
  kind: 'answered',
  lead: [
    { says: 'Hello, who is this?', waitsForGreeting: true },
    { says: 'Sorry, I am driving. Call me tomorrow.', interruptsAfterMs: 400 },
    { says: 'Yes, tomorrow at ten. Bye.' },
  ],
};

export const PRICE_ASKING_LEAD: ExotelScenario = {
  kind: 'answered',
  lead: [
    { says: 'Hello?' },
    { says: 'How much does it cost per user per month?' },
    { says: 'Is there a discount if we pay for a year?' },
    { says: 'Okay, email me the pricing.' },
  ],
};

export const HINDI_LEAD: ExotelScenario = {
  kind: 'answered',
  lead: [
    { says: 'हाँ, बोलिए?' },
    { says: 'Haan, mujhe aapke CRM ke baare mein jaankari chahiye.' },
    { says: 'ठीक है, कल दोपहर को डेमो रख लीजिए।' },
  ],
};

export const MAGIC_NUMBER_SCENARIOS: Record<string, ExotelScenario> = {
  '0001': { kind: 'busy' },
  '0002': { kind: 'no-answer' },
  '0003': { kind: 'failed' },
  '0006': INTERRUPTING_LEAD,
  '0007': PRICE_ASKING_LEAD,
  '0008': HINDI_LEAD,
};

export const scenarioByMagicNumber = (lead: string): ExotelScenario =>
  MAGIC_NUMBER_SCENARIOS[lead.replace(/\D/g, '').slice(-4)] ?? INTERESTED_LEAD;
